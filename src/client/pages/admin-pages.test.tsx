import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#client/components/ui/use-toast';
import { browserNavigation } from '#client/lib/navigation';
import { jsonResponse, makeUser, toasterLoaded } from '#client/testing/render';
import { renderAppAt } from '#client/app/testing/render-app';

const adminPaths = [
  '/admin/orders',
  '/admin/orders/6f1c2d3e-0000-4000-8000-00000000ab12',
  '/admin/at-risk',
  '/admin/reviewers',
  '/admin/audit',
  '/admin/outbox',
];

let assign: ReturnType<typeof vi.spyOn>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/admin/at-risk-orders?limit=20') {
      return jsonResponse({ items: [], nextCursor: null, total: 0 });
    }
    if (url === '/api/admin/reviewers?limit=50')
      return jsonResponse({ items: [], nextCursor: null });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('admin pages', () => {
  it.each(adminPaths)(
    '%s: a signed-in non-admin gets Access Denied and nothing else',
    async (path) => {
      renderAppAt(path, makeUser({ role: 'reviewer' }));
      expect(await screen.findByText('Access Denied')).toBeInTheDocument();
      expect(screen.getByText("You don't have admin privileges.")).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(
        false,
      );
      expect(window.location.pathname).toBe(path);
    },
  );

  it.each(adminPaths)('%s: a signed-out visitor is sent to sign in', async (path) => {
    vi.useFakeTimers();
    renderAppAt(path, null);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    await toasterLoaded();
    act(() => vi.advanceTimersByTime(500));
    expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(path)}`);
  });

  it('an admin gets the page with the admin sections', async () => {
    renderAppAt('/admin/at-risk', makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders At Risk' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'At Risk' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No orders at risk')).toBeInTheDocument();
  });
});
