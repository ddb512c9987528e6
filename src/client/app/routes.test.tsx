import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToaster } from '#client/components/ui/load-toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { browserNavigation } from '#client/lib/navigation';
import { createQueryClient } from '#client/lib/query-client';
import { jsonResponse, makeUser, toasterLoaded, visit } from '#client/testing/render';
import { renderAppAt } from './testing/render-app';
import { makeDraft } from '#client/features/submissions/testing/submission-fixture';
import { App } from './app';

// Loaded once here, the toaster's module is ready within a tick of the first toast.
beforeAll(() => loadToaster());

let assign: ReturnType<typeof vi.spyOn>;
let replace: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
  // The sign-in page asks which sign-in methods exist and the applicant dashboard lists the
  // (here: no) submissions; nothing else should reach the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/options') return jsonResponse({ oidc: null });
      if (url === '/api/submissions') return jsonResponse([]);
      if (url === '/api/payments/config')
        return jsonResponse({ provider: 'test', publishableKey: null });
      if (url === '/api/create-payment-intent') {
        return jsonResponse({ clientSecret: 'pi_test_1_secret_1', amountCents: 89_900 });
      }
      if (url === '/api/submissions/sub-1') {
        return jsonResponse(
          makeDraft({ id: 'sub-1', packageTier: 'premium', addOns: [], totalCents: 89_900 }),
        );
      }
      return jsonResponse({}, 500);
    }),
  );
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('signed-out visitors', () => {
  it('on a protected page get the Unauthorized toast, then sign-in after 500 ms', async () => {
    vi.useFakeTimers();
    renderAppAt('/dashboard?tab=1', null);
    await toasterLoaded();

    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fdashboard%3Ftab%3D1');
  });

  it.each(['/landing', '/submit', '/review/abc', '/profile', '/settings'])(
    'are sent to sign in from %s',
    async (path) => {
      vi.useFakeTimers();
      renderAppAt(path, null);
      await toasterLoaded();
      expect(screen.getByText('Unauthorized')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(500));
      expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(path)}`);
    },
  );

  it('see the landing page at /', async () => {
    renderAppAt('/', null);
    expect(await screen.findByRole('link', { name: 'Get Expert Feedback' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });

  it('go straight to sign-in from a checkout link, keeping the query', () => {
    renderAppAt('/checkout/core?submissionId=5', null);
    expect(replace).toHaveBeenCalledWith(
      '/api/login?returnTo=%2Fcheckout%2Fcore%3FsubmissionId%3D5',
    );
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('can open the sign-in page', async () => {
    renderAppAt('/login', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('signed-in users', () => {
  it('are sent from / to their dashboard', async () => {
    renderAppAt('/', makeUser({ role: 'applicant' }));
    expect(await screen.findByRole('link', { name: 'Start Your First Review' })).toHaveAttribute(
      'href',
      '/submit',
    );
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('are sent from /login to the dashboard', async () => {
    renderAppAt('/login', makeUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('see the dashboard of their role', async () => {
    renderAppAt('/dashboard', makeUser({ role: 'reviewer' }));
    expect(await screen.findByRole('heading', { name: 'Reviewer Dashboard' })).toBeInTheDocument();
  });

  it('reach the review workspace as reviewers', async () => {
    renderAppAt('/review/sub-1', makeUser({ role: 'reviewer' }));
    expect(await screen.findByRole('heading', { name: 'Review Workspace' })).toBeInTheDocument();
  });

  it('are turned away from the review workspace unless reviewers', async () => {
    renderAppAt('/review/sub-1', makeUser({ role: 'applicant' }));
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Only reviewers can access this page.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("follow an order's email link to where their role reads it", async () => {
    renderAppAt('/orders/sub-1', makeUser({ role: 'reviewer' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/results/sub-1'));
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it("take an admin from an order's email link to the admin's order page", async () => {
    renderAppAt('/orders/sub-1', makeUser({ role: 'admin' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/admin/orders/sub-1'));
  });

  it('see the checkout of a known package', async () => {
    renderAppAt('/checkout/premium?submissionId=sub-1', makeUser());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect((await screen.findAllByText('$899')).length).toBeGreaterThan(0);
    expect(replace).not.toHaveBeenCalled();
  });

  it('are sent from a checkout without a submission to submit that package first', async () => {
    renderAppAt('/checkout/premium', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'Submit Your Statement' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/submit');
    expect(window.location.search).toBe('?package=premium');
  });
});

describe('unknown addresses', () => {
  it.each([
    ['signed out', null],
    ['signed in', makeUser()],
  ])('show Page Not Found when %s', (_label, user) => {
    renderAppAt('/no-such-page', user);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('include checkout of a package that does not exist', () => {
    renderAppAt('/checkout/gold', null);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('while the user is loading', () => {
  it('shows a spinner and no page', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    visit('/dashboard');
    render(<App queryClient={createQueryClient()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
  });
});
