import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import {
  dashboardRoutes,
  assignmentsPage,
  makeAssignment,
  makeQueueItem,
  makeStats,
  queuePage,
  REVIEWER_ID,
} from '../../testing/fixtures';
import { ReviewerDashboard } from './reviewer-dashboard';

function renderDashboard(routes: Parameters<typeof fakeApi>[0]) {
  visit('/dashboard');
  const calls = fakeApi(routes);
  renderWithUser(
    <>
      <ReviewerDashboard firstName="Riley" />
      <Toaster />
    </>,
    makeUser({ id: REVIEWER_ID, role: 'reviewer' }),
  );
  return calls;
}

const item = makeQueueItem({ id: 'order-1' });
const count = (calls: { method: string; url: string }[], url: string) =>
  calls.filter((call) => call.method === 'GET' && call.url === url).length;

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Accept Assignment', () => {
  it("shows 'Accepting...' while pending, then confirms and refetches the queue and my list", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    let accepted = false;
    const calls = renderDashboard({
      ...dashboardRoutes(),
      'GET /api/reviewer/queue?limit=20': () => queuePage(accepted ? [] : [item]),
      'GET /api/reviewer/stats': () => jsonResponse(makeStats({ activeReviews: accepted ? 1 : 0 })),
      'GET /api/reviewer/assignments?limit=20': () =>
        assignmentsPage(accepted ? [makeAssignment({ id: 'order-1' })] : []),
      // Held open until the test answers it (fakeApi awaits what a handler returns).
      'POST /api/submissions/order-1/accept': (() =>
        new Promise<Response>((resolve) => (answer = resolve))) as unknown as () => Response,
    });

    await user.click(await screen.findByRole('button', { name: 'Accept Assignment' }));
    const pendingButton = await screen.findByRole('button', { name: 'Accepting...' });
    expect(pendingButton).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View Details' })).toBeEnabled();

    const queueBefore = count(calls, '/api/reviewer/queue?limit=20');
    const listBefore = count(calls, '/api/reviewer/assignments?limit=20');
    accepted = true;
    await act(async () => answer(jsonResponse({ ok: true })));

    expect(await screen.findByText('Assignment Accepted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Personal Statement - Harvard Law is now in Current Reviews. Start the review when you are ready.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No available assignments')).toBeInTheDocument();
    const current = await screen.findByRole('list', { name: 'Current reviews' });
    expect(within(current).getByText('Assigned')).toBeInTheDocument();
    expect(count(calls, '/api/reviewer/queue?limit=20')).toBeGreaterThan(queueBefore);
    expect(count(calls, '/api/reviewer/assignments?limit=20')).toBeGreaterThan(listBefore);
  });

  it("shows the server's reason in a destructive toast when the order was taken (409)", async () => {
    const user = userEvent.setup();
    let taken = false;
    const calls = renderDashboard({
      ...dashboardRoutes(),
      'GET /api/reviewer/queue?limit=20': () => queuePage(taken ? [] : [item]),
      'POST /api/submissions/order-1/accept': () => {
        taken = true;
        return jsonResponse(
          { message: 'Another reviewer accepted this order first. Pick another from the queue.' },
          409,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Assignment' }));
    const title = await screen.findByText('Could Not Accept Assignment');
    expect(
      screen.getByText('Another reviewer accepted this order first. Pick another from the queue.'),
    ).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('destructive');
    // The lost order leaves the list: the queue was asked again.
    expect(await screen.findByText('No available assignments')).toBeInTheDocument();
    expect(count(calls, '/api/reviewer/queue?limit=20')).toBe(2);
  });

  it('says why when the reviewer may take no order now, and offers no Accept', async () => {
    const user = userEvent.setup();
    const reason =
      'You have reached your weekly capacity. Raise it in Availability or wait for next week.';
    const calls = renderDashboard({
      ...dashboardRoutes(),
      'GET /api/reviewer/queue?limit=20': () => queuePage([item], reason),
    });
    expect(
      await screen.findByText(`${reason} Until then, Accept Assignment is unavailable.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Assignment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Accept Assignment' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('Release', () => {
  it('asks for a reason, then hands the order back to the queue', async () => {
    const user = userEvent.setup();
    let released = false;
    const calls = renderDashboard({
      ...dashboardRoutes({ stats: makeStats({ activeReviews: 1 }) }),
      'GET /api/reviewer/assignments?limit=20': () =>
        assignmentsPage(released ? [] : [makeAssignment({ id: 'order-9' })]),
      'POST /api/submissions/order-9/release': () => {
        released = true;
        return jsonResponse({ ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release Order' }));
    expect(within(dialog).getByText('Say why you are releasing this order.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // The field stops at the API's limit: pasting more keeps the first 1,000 characters.
    const reason = within(dialog).getByLabelText('Reason for releasing');
    await user.click(reason);
    await user.paste('r'.repeat(1001));
    expect(reason).toHaveValue('r'.repeat(1000));
    await user.clear(reason);

    await user.type(reason, 'Family emergency');
    await user.click(within(dialog).getByRole('button', { name: 'Release Order' }));
    expect(await screen.findByText('Order Released')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/submissions/order-9/release',
      body: { reason: 'Family emergency' },
    });
    expect(await screen.findByText('No current assignments')).toBeInTheDocument();
  });
});
