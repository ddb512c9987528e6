import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import { NotificationsButton } from './notifications-button';

afterEach(() => vi.unstubAllGlobals());

const item = (id: string, title: string, read: boolean) => ({
  id,
  title,
  body: `${title} body`,
  link: '/dashboard',
  read,
  createdAt: '2026-11-02T10:00:00.000Z',
});

describe('NotificationsButton', () => {
  it('shows the unread count, lists notices on open and marks them read', async () => {
    const calls = fakeApi({
      'GET /api/notifications': () =>
        jsonResponse({
          items: [item('2', 'Reviewer assigned', false), item('1', 'Payment received', true)],
          unreadCount: 1,
        }),
      'POST /api/notifications/read': () => jsonResponse({ ok: true }),
    });
    const user = userEvent.setup();
    renderWithUser(<NotificationsButton />, makeUser());

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    expect(await screen.findByRole('link', { name: 'Reviewer assigned' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('Payment received body')).toBeInTheDocument();
    // The notices shown: one arriving meanwhile, or an older one not shown, stays unread.
    await vi.waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.url === '/api/notifications/read')?.body,
      ).toEqual({ upTo: '2', from: '1' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  /** 30 notices read already, then `older` behind Load more: the list open. */
  async function openWithOlderPage(unreadCount: number, older: () => Promise<Response>) {
    const latest = Array.from({ length: 30 }, (_, i) =>
      item(`n${40 - i}`, `Alert ${40 - i}`, true),
    );
    const calls = fakeApi({
      'GET /api/notifications': () =>
        jsonResponse({ items: latest, unreadCount, nextCursor: 'page-2' }),
      'GET /api/notifications?before=page-2': older,
      'POST /api/notifications/read': () => jsonResponse({ ok: true }),
    });
    const user = userEvent.setup();
    renderWithUser(<NotificationsButton />, makeUser());
    const bell = `Notifications, ${unreadCount} unread`;
    await user.click(await screen.findByRole('button', { name: bell }));
    await screen.findByRole('link', { name: 'Alert 40' });
    return { calls, user, bell };
  }

  it('shows older notices on request and marks them read, as the unread count follows', async () => {
    const { calls, user } = await openWithOlderPage(2, async () =>
      jsonResponse({
        items: [item('n10', 'Alert 10', false), item('n9', 'Alert 9', false)],
        unreadCount: 2,
        nextCursor: null,
      }),
    );
    // Every notice shown was read already: nothing to mark, and the two older stay unread.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Alert 9' })).toBeInTheDocument();
    // The button is gone with the last page: the keyboard goes on from the first notice added.
    expect(screen.getByRole('link', { name: 'Alert 10' }).closest('li')).toHaveFocus();
    await vi.waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.url === '/api/notifications/read')?.body,
      ).toEqual({ upTo: 'n10', from: 'n9' }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('neither shows nor marks read a page of older notices that arrives after the list closed', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls, user, bell } = await openWithOlderPage(1, async () => {
      await answered;
      return jsonResponse({
        items: [item('n10', 'Alert 10', false)],
        unreadCount: 1,
        nextCursor: null,
      });
    });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.keyboard('{Escape}');
    answer();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/notifications?before=page-2')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: bell }));
    await screen.findByRole('link', { name: 'Alert 40' });
    expect(screen.queryByRole('link', { name: 'Alert 10' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('closes the list when a notice is followed, going to its page', async () => {
    fakeApi({
      'GET /api/notifications': () =>
        jsonResponse({ items: [item('3', 'Feedback ready', true)], unreadCount: 0 }),
    });
    visit('/settings');
    const user = userEvent.setup();
    renderWithUser(<NotificationsButton />, makeUser());
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: 'Feedback ready' }));
    expect(window.location.pathname).toBe('/dashboard');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Feedback ready' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/notifications': () => jsonResponse({ message: 'boom' }, 500) });
    const user = userEvent.setup();
    renderWithUser(<NotificationsButton />, makeUser());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
