import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, queryClientWithUser } from '#client/testing/render';
import { makeOrder, orderId } from '../testing/checkout-harness';
import { refreshWhenPaid, SETTLE_CHECK_MS, SETTLE_CHECKS } from './paid-order-keys';

afterEach(() => vi.unstubAllGlobals());

/** The applicant's order list as the dashboard cached it, and whether it was marked stale. */
function dashboardCache() {
  const queryClient = queryClientWithUser(makeUser());
  queryClient.setQueryData(queryKeys.submissions.pages(10), { pages: [] });
  const isStale = () => queryClient.getQueryState(queryKeys.submissions.pages(10))?.isInvalidated;
  return { queryClient, isStale };
}

describe('refreshWhenPaid', () => {
  it("reads the order until the processor's webhook has moved it, then refreshes the orders", async () => {
    let reads = 0;
    fakeApi({
      [`GET /api/submissions/${orderId}`]: () =>
        jsonResponse(makeOrder({ status: ++reads < 3 ? 'draft' : 'queued' })),
    });
    const { queryClient, isStale } = dashboardCache();
    const waits: number[] = [];
    await refreshWhenPaid(queryClient, orderId, { kind: 'order' }, async (ms) => {
      expect(isStale()).toBe(false);
      waits.push(ms);
    });
    expect(reads).toBe(3);
    expect(waits).toEqual([SETTLE_CHECK_MS, SETTLE_CHECK_MS]);
    expect(isStale()).toBe(true);
  });

  it('waits for the add-ons bought, and gives up after its checks when they never show', async () => {
    let reads = 0;
    fakeApi({
      [`GET /api/submissions/${orderId}`]: () => {
        reads++;
        return jsonResponse(makeOrder({ status: 'queued', addOns: ['extra_revision'] }));
      },
    });
    const { queryClient, isStale } = dashboardCache();
    await refreshWhenPaid(queryClient, orderId, { kind: 'add_ons', addOns: ['rush'] }, () =>
      Promise.resolve(),
    );
    expect(reads).toBe(SETTLE_CHECKS);
    expect(isStale()).toBe(true);
  });

  it('stops at a read that fails, without rejecting, and still refreshes the orders', async () => {
    let reads = 0;
    fakeApi({
      [`GET /api/submissions/${orderId}`]: () => {
        reads++;
        throw new TypeError('Failed to fetch');
      },
    });
    const { queryClient, isStale } = dashboardCache();
    await expect(
      refreshWhenPaid(queryClient, orderId, { kind: 'order' }, () => Promise.resolve()),
    ).resolves.toBeUndefined();
    expect(reads).toBe(1);
    expect(isStale()).toBe(true);
  });
});
