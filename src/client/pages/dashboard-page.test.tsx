import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, renderWithUser } from '#client/testing/render';
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
