import { Button } from '#client/components/ui/button';
import { useAuthOptions } from '../api/use-auth-options';

/** "Continue with {provider}" when the server has an OpenID Connect provider configured. */
export function OidcButton({ returnTo }: { returnTo: string }) {
  const { data } = useAuthOptions();
  const oidc = data?.oidc;
  if (!oidc) return null;
  return (
    <div className="grid gap-4">
      <Button asChild variant="outline" className="w-full">
        <a href={`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`}>
          Continue with {oidc.label}
        </a>
      </Button>
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
