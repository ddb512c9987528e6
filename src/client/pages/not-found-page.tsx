import { Link } from 'wouter';
import { buttonVariants } from '#client/components/ui/button';
import { PageContainer } from '#client/components/ui/page';

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-6' })}>
        Go to the home page
      </Link>
    </PageContainer>
  );
}
