import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarningsDelivery, EarningsReport } from '#shared/schemas/reviewers.js';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { REVIEWER_ID } from '../../testing/fixtures';
import { EarningsReportDialog } from './earnings-report-dialog';

const FIRST_PAGE = 'GET /api/reviewer/earnings?limit=20';

const delivery = (submissionId: string, deliveredAt: string): EarningsDelivery => ({
  submissionId,
  packageTier: 'core',
  targetSchool: 'yale',
  deliveredAt,
  payoutCents: 8_900,
  payoutDate: '2026-11-15T00:00:00.000Z',
  paid: false,
});

const payouts: EarningsReport['payouts'] = [
  { date: '2026-11-15T00:00:00.000Z', orders: 2, totalCents: 17_800, paid: false },
];

function renderDialog() {
  renderWithUser(
    <EarningsReportDialog open onClose={() => {}} />,
    makeUser({ id: REVIEWER_ID, role: 'reviewer' }),
  );
  return screen.findByRole('dialog', { name: 'Earnings Report' });
}

afterEach(() => vi.unstubAllGlobals());

describe('EarningsReportDialog', () => {
  it('loads older deliveries after the cursor, from the keyboard; payouts stay whole', async () => {
    const calls = fakeApi({
      [FIRST_PAGE]: () =>
        jsonResponse({
          items: [delivery('a1b2c3d4-0000-4000-8000-0000000abcd9', '2026-11-01T09:00:00.000Z')],
          nextCursor: 'next',
          payouts,
        }),
      [`${FIRST_PAGE}&cursor=next`]: () =>
        jsonResponse({
          items: [delivery('a1b2c3d4-0000-4000-8000-0000000abcd1', '2026-10-20T09:00:00.000Z')],
          nextCursor: null,
          payouts,
        }),
    });
    const dialog = await renderDialog();
    expect(await within(dialog).findByText('Order #BCD9')).toBeInTheDocument();
    expect(within(dialog).queryByText('Order #BCD1')).not.toBeInTheDocument();

    within(dialog).getByRole('button', { name: 'Load more' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Order #BCD1')).toBeInTheDocument();
    expect(within(dialog).getByText('Order #BCD9')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/reviewer/earnings?limit=20',
      '/api/reviewer/earnings?limit=20&cursor=next',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // One payout row, for both orders: from the server's summary, not summed from the pages.
    const payoutsTable = within(dialog).getByRole('table', { name: 'Payouts' });
    expect(within(payoutsTable).getAllByRole('row')).toHaveLength(2);
    expect(within(payoutsTable).getByText('$178')).toBeInTheDocument();
  });

  it('says so before the first delivery', async () => {
    fakeApi({ [FIRST_PAGE]: () => jsonResponse({ items: [], nextCursor: null, payouts: [] }) });
    const dialog = await renderDialog();
    expect(await within(dialog).findByText(/No delivered reviews yet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then the reason and a retry on an error', async () => {
    let fail = true;
    fakeApi({
      [FIRST_PAGE]: () =>
        fail
          ? jsonResponse({ message: 'Database down' }, 500)
          : jsonResponse({
              items: [delivery('a1b2c3d4-0000-4000-8000-0000000abcd9', '2026-11-01T09:00:00.000Z')],
              nextCursor: null,
              payouts,
            }),
    });
    const dialog = await renderDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your earnings report');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database down');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Order #BCD9')).toBeInTheDocument();
  });
});
