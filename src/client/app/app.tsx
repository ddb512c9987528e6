import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { loadToaster } from '#client/components/ui/load-toaster';
import { useToast } from '#client/components/ui/use-toast';
import { AppHeader } from './header/app-header';
import { AppRoutes } from './routes';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

function ToasterOnceNeeded() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Providers, the authenticated header, the routed page and the one toaster. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTopOnNavigate />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <AppRoutes />
      </main>
      <ToasterOnceNeeded />
    </QueryClientProvider>
  );
}
