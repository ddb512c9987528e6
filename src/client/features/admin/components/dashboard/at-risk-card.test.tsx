import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster';
import { dismissToast } from '#client/components/ui/use-toast';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser, visit } from '#client/testing/render';
import type { AtRiskOrder } from '#shared/schemas/admin.js';
import {
  atRiskPage,
  inHours,
  makeAtRisk,
  makeDetail,
  makeEligible,
  ORDER_ID,
  REVIEWER_ID,
} from '../../testing/fixtures';
import { AtRiskCard } from './at-risk-card';

const base = `/api/admin/orders/${ORDER_ID}`;

const firstPage = 'GET /api/admin/at-risk-orders?limit=2';

/** The card asks for the first two; the server answers them and how many are at risk in all. */
function renderCard(atRisk: AtRiskOrder[], routes: Parameters<typeof fakeApi>[0] = {}) {
  visit('/dashboard');
  const calls = fakeApi({
    [firstPage]: () => jsonResponse(atRiskPage(atRisk.slice(0, 2), atRisk.length)),
    ...routes,
  });
  const view = renderWithUser(
    <>
      <AtRiskCard />
      <Toaster />
    </>,
    makeUser({ role: 'admin' }),
  );
  return { calls, ...view };
}

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('AtRiskCard', () => {
  it('renders nothing when no order is at risk', async () => {
    const { calls } = renderCard([]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/admin/at-risk-orders?limit=2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Orders At Risk')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders at risk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the count of all at risk and only the first two, with SPEC labels', async () => {
    const { calls } = renderCard([
      makeAtRisk({ etaAt: inHours(-2), overdue: true }),
      makeAtRisk({
        id: '6f1c2d3e-0000-4000-8000-00000000cd34',
        applicantName: null,
        packageTier: 'premium',
        etaAt: null,
        reviewerName: null,
        status: 'queued',
      }),
      makeAtRisk({ id: '6f1c2d3e-0000-4000-8000-00000000ef56', applicantName: 'Third Person' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Orders At Risk' })).toBeInTheDocument();
    expect(screen.getByLabelText('3 orders at risk')).toHaveTextContent('3');
    // Only the first page, of two.
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/at-risk-orders?limit=2']);
    const items = within(screen.getByRole('list', { name: 'Orders at risk' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(screen.queryByText(/Third Person/)).not.toBeInTheDocument();

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Order #AB12')).toBeInTheDocument();
    expect(first).toHaveTextContent('Jordan Lee · Core');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Due: \w{3} \d{1,2}, \d{4}/);
    expect(first).toHaveTextContent('Assigned to: Riley Reviewer');

    expect(within(second).getByText('Order #CD34')).toBeInTheDocument();
    expect(second).toHaveTextContent('Student · Premium');
    expect(within(second).getByText('Due Soon')).toBeInTheDocument();
    expect(second).toHaveTextContent('Due: TBD');
    expect(second).toHaveTextContent('Assigned to: Unassigned');
    expect(within(second).getByRole('button', { name: 'Contact Reviewer' })).toBeDisabled();
    expect(second).toHaveTextContent('No reviewer is assigned yet: use Reassign first.');

    expect(screen.getByRole('link', { name: 'View all at-risk orders' })).toHaveAttribute(
      'href',
      '/admin/at-risk',
    );
  });

  it('labels an order Due Soon while its deadline is ahead', async () => {
    renderCard([makeAtRisk({ etaAt: inHours(3), overdue: false })]);
    expect(await screen.findByText('Due Soon')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('reassigns to a reviewer chosen from the eligible list', async () => {
    const { calls } = renderCard([makeAtRisk()], {
      [`GET ${base}/eligible-reviewers`]: () =>
        jsonResponse([
          makeEligible(),
          makeEligible({ id: 'other', name: 'Sam Attorney', t14: false }),
        ]),
      [`POST ${base}/reassign`]: () => jsonResponse(makeDetail()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Order #AB12' });
    expect(dialog).toHaveTextContent('Currently assigned to: Riley Reviewer');
    // The eligible reviewers load with the dialog.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reassign Order' }));
    expect(within(dialog).getByText('Choose a reviewer.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Morgan Counsel/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign Order' }));
    expect(await screen.findByText('Order Reassigned')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `${base}/reassign`,
      body: { reviewerId: REVIEWER_ID },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when nobody can take the order', async () => {
    renderCard([makeAtRisk()], {
      [`GET ${base}/eligible-reviewers`]: () => jsonResponse([]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('No reviewer can take this order now')).toBeInTheDocument();
  });

  it('sends a message to the assigned reviewer, again under its id after a failure', async () => {
    let posts = 0;
    const { calls } = renderCard([makeAtRisk()], {
      [`POST ${base}/contact-reviewer`]: () =>
        ++posts === 1
          ? jsonResponse({ message: 'The service is briefly unavailable.' }, 503)
          : jsonResponse(makeDetail()),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Riley Reviewer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(within(dialog).getByText('Write a message first.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText('Message to Riley Reviewer'),
      'The deadline is tomorrow.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Not Sent')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    const [first, retry] = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(first).toEqual({
      message: 'The deadline is tomorrow.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(retry).toEqual(first);
  });

  it('confirms a refund even though the refunded order leaves the list', async () => {
    let refunded = false;
    renderCard([], {
      [firstPage]: () => jsonResponse(atRiskPage(refunded ? [] : [makeAtRisk()])),
      [`GET ${base}`]: () => jsonResponse(makeDetail()),
      [`POST ${base}/refund`]: () => {
        refunded = true;
        return jsonResponse(makeDetail({ refundableCents: 0 }));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Issue Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue Refund for Order #AB12' });
    await userEvent.type(
      await within(dialog).findByLabelText('Reason for the refund'),
      'Missed deadline',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review Refund' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Refund' }));
    expect(await screen.findByText('Refund Issued')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Orders At Risk' })).not.toBeInTheDocument(),
    );
  });
});
