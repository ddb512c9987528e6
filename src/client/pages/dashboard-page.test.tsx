import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { queryKeys } from '#client/lib/query-keys';
import { makeSubmission } from '#client/features/submissions/testing/submission-fixture';
import {
  jsonResponse,
  makeUser,
  queryClientWithUser,
  renderWithUser,
} from '#client/testing/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const orderListCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/submissions');

describe('DashboardPage', () => {
  it("asks for an applicant's orders as it renders, before their dashboard's code has loaded", async () => {
    const calls = fakeApi({ 'GET /api/submissions': () => jsonResponse([]) });
    renderWithUser(
      <Suspense fallback={<p>Loading</p>}>
        <DashboardPage />
      </Suspense>,
      makeUser({ firstName: 'Jane' }),
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(orderListCalls(calls)).toHaveLength(1);

    expect(await screen.findByRole('link', { name: 'Start Your First Review' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Welcome, Jane' })).toBeVisible();
    expect(orderListCalls(calls)).toHaveLength(1);
  });

  it('asks again when the dashboard is opened again, showing the last answer meanwhile', async () => {
    let orders: unknown[] = [];
    const calls = fakeApi({ 'GET /api/submissions': () => jsonResponse(orders) });
    const queryClient = queryClientWithUser(makeUser({ firstName: 'Jane' }));
    const open = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>Loading</p>}>
            <DashboardPage />
          </Suspense>
        </QueryClientProvider>,
      );
    const first = open();
    expect(await screen.findByRole('link', { name: 'Start Your First Review' })).toBeVisible();
    first.unmount();

    orders = [makeSubmission({ id: 'order-0001', status: 'in_review' })];
    // Opened again a few seconds later.
    queryClient.setQueryData(queryKeys.submissions.all, [], { updatedAt: Date.now() - 3_000 });
    open();
    expect(await screen.findByText('In Review', { selector: 'span' })).toBeVisible();
    expect(orderListCalls(calls)).toHaveLength(2);
  });

  it("leaves a reviewer's dashboard to ask for its own data", () => {
    const calls = fakeApi({});
    renderWithUser(
      <Suspense fallback={<p>Loading</p>}>
        <DashboardPage />
      </Suspense>,
      makeUser({ role: 'reviewer' }),
    );
    expect(orderListCalls(calls)).toHaveLength(0);
  });
});
