import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
import { makeReviewer, REVIEWER_ID } from '../../testing/fixtures';
import { AdminReviewers } from './admin-reviewers';

const FIRST_PAGE = 'GET /api/admin/reviewers?limit=50';

function renderReviewers() {
  let reviewer = makeReviewer();
  const calls = fakeApi({
    [FIRST_PAGE]: () => jsonResponse({ items: [reviewer], nextCursor: null }),
    [`POST /api/admin/reviewers/${REVIEWER_ID}/capacity`]: (body) => {
      reviewer = { ...reviewer, ...(body as { weeklyCapacity: 3 | 5 | 7 | 0 }) };
      return jsonResponse(reviewer);
    },
    [`POST /api/admin/reviewers/${REVIEWER_ID}/deactivate`]: () => {
      reviewer = { ...reviewer, active: false };
      return jsonResponse(reviewer);
    },
  });
  renderWithUser(
    <>
      <AdminReviewers />
      <Toaster />
    </>,
    makeUser({ role: 'admin' }),
  );
  return calls;
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AdminReviewers', () => {
  it('lists capacity, load, rating and completed reviews', async () => {
    renderReviewers();
    const row = (await screen.findByText('Morgan Counsel')).closest('tr')!;
    expect(within(row).getByLabelText('Weekly capacity for Morgan Counsel')).toHaveValue('3');
    expect(row).toHaveTextContent('1 in progress');
    expect(row).toHaveTextContent('1 of 3 taken this week');
    expect(row).toHaveTextContent('4.5 / 5');
    expect(row).toHaveTextContent('12');
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it("shows the share of applicants' revised wording taken from the reviewer", async () => {
    fakeApi({
      [FIRST_PAGE]: () =>
        jsonResponse({
          items: [
            makeReviewer({ adoptedPercent: 12 }),
            makeReviewer({ id: 'r2', name: 'Riley New', adoptedPercent: null }),
          ],
          nextCursor: null,
        }),
    });
    renderWithUser(<AdminReviewers />, makeUser({ role: 'admin' }));
    const row = (await screen.findByText('Morgan Counsel')).closest('tr')!;
    expect(row).toHaveTextContent('12% of revised drafts');
    expect(screen.getByText('Riley New').closest('tr')).toHaveTextContent('No revised drafts');
  });

  it("loads the next page of reviewers with 'Load more', after the last one's cursor", async () => {
    const calls = fakeApi({
      [FIRST_PAGE]: () => jsonResponse({ items: [makeReviewer()], nextCursor: 'after-morgan' }),
      'GET /api/admin/reviewers?limit=50&cursor=after-morgan': () =>
        jsonResponse({
          items: [makeReviewer({ id: 'r2', name: 'Riley New' })],
          nextCursor: null,
        }),
    });
    renderWithUser(<AdminReviewers />, makeUser({ role: 'admin' }));
    await screen.findByText('Morgan Counsel');
    expect(screen.queryByText('Riley New')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Riley New')).toBeInTheDocument();
    expect(screen.getByText('Morgan Counsel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/reviewers?limit=50',
      '/api/admin/reviewers?limit=50&cursor=after-morgan',
    ]);
  });

  it('saves a new capacity at once', async () => {
    const calls = renderReviewers();
    const select = await screen.findByLabelText('Weekly capacity for Morgan Counsel');
    await userEvent.selectOptions(select, '7 reviews/week');
    expect(await screen.findByText('Capacity Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ weeklyCapacity: 7 });
    await vi.waitFor(() => expect(select).toHaveValue('7'));
  });

  it('deactivates only after confirming', async () => {
    const calls = renderReviewers();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Morgan Counsel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Morgan Counsel?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Morgan Counsel' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate Morgan Counsel?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Reviewer Deactivated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      `/api/admin/reviewers/${REVIEWER_ID}/deactivate`,
    );
    expect(
      await screen.findByRole('button', { name: 'Activate Morgan Counsel' }),
    ).toBeInTheDocument();
  });
});
