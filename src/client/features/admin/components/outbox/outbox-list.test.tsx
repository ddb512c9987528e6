import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEmail } from '#shared/schemas/admin.js';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { OutboxList } from './outbox-list';

function email(overrides: Partial<OutboxEmail>): OutboxEmail {
  return {
    id: 'e1',
    to: 'jordan@example.com',
    subject: 'Your feedback is ready — Counsel Review',
    status: 'sent',
    attempts: 1,
    lastError: null,
    transport: 'log',
    createdAt: '2026-11-21T15:30:00.000Z',
    sentAt: '2026-11-21T15:31:00.000Z',
    nextAttemptAt: null,
    textBody: 'Hello Jordan,\n\nYour feedback on Order #AB12 is ready.\n\n— Counsel Review',
    ...overrides,
  };
}

const FIRST_PAGE = 'GET /api/admin/outbox?limit=20';

afterEach(() => vi.unstubAllGlobals());

describe('OutboxList', () => {
  it('lists emails newest first with status and attempts; Read opens the text as sent', async () => {
    fakeApi({
      [FIRST_PAGE]: () =>
        jsonResponse({
          items: [
            email({
              id: 'e2',
              to: 'sam@example.com',
              subject: 'Order #CD34 assigned to you — Counsel Review',
              status: 'failed',
              attempts: 3,
              lastError: 'Connection refused',
              transport: null,
              sentAt: null,
              nextAttemptAt: '2026-11-21T16:00:00.000Z',
            }),
            email({}),
          ],
          nextCursor: null,
        }),
    });
    renderWithUser(<OutboxList />, makeUser({ role: 'admin' }));
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    const [, failed, sent] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('sam@example.com');
    expect(failed).toHaveTextContent('Failed, will retry');
    expect(failed).toHaveTextContent('Connection refused');
    expect(failed).toHaveTextContent('3');
    expect(sent).toHaveTextContent('Nov 21, 2026');
    expect(sent).toHaveTextContent('Sent');
    expect(screen.queryByText('Hello Jordan,', { exact: false })).not.toBeInTheDocument();

    await userEvent.click(
      within(sent!).getByRole('button', {
        name: 'Read "Your feedback is ready — Counsel Review" to jordan@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Your feedback is ready — Counsel Review',
    });
    expect(dialog).toHaveTextContent('jordan@example.com');
    expect(dialog).toHaveTextContent('printed to the server log (no SMTP)');
    const text = within(dialog).getByRole('region', { name: 'Email text' });
    expect(text.querySelector('pre')!.textContent).toBe(
      'Hello Jordan,\n\nYour feedback on Order #AB12 is ready.\n\n— Counsel Review',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads older emails after the cursor', async () => {
    const calls = fakeApi({
      [FIRST_PAGE]: () => jsonResponse({ items: [email({})], nextCursor: 'next' }),
      [`${FIRST_PAGE}&cursor=next`]: () =>
        jsonResponse({
          items: [email({ id: 'e0', to: 'older@example.com' })],
          nextCursor: null,
        }),
    });
    renderWithUser(<OutboxList />, makeUser({ role: 'admin' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('older@example.com')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/outbox?limit=20',
      '/api/admin/outbox?limit=20&cursor=next',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no email was queued yet', async () => {
    fakeApi({ [FIRST_PAGE]: () => jsonResponse({ items: [], nextCursor: null }) });
    renderWithUser(<OutboxList />, makeUser({ role: 'admin' }));
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the reason and a retry on an error', async () => {
    let fail = true;
    fakeApi({
      [FIRST_PAGE]: () =>
        fail
          ? jsonResponse({ message: 'Database down' }, 500)
          : jsonResponse({ items: [email({})], nextCursor: null }),
    });
    renderWithUser(<OutboxList />, makeUser({ role: 'admin' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the outbox: Database down',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('jordan@example.com')).toBeInTheDocument();
  });
});
