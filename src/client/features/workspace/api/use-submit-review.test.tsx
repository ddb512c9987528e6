import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys';
import { fakeApi } from '#client/testing/fake-api';
import { jsonResponse, makeUser, queryClientWithUser } from '#client/testing/render';
import { useSubmitReview } from './use-submit-review';

afterEach(() => vi.unstubAllGlobals());

describe('useSubmitReview', () => {
  it("marks the reviewer's figures and earnings stale, so the dashboard counts the delivery", async () => {
    fakeApi({ 'POST /api/reviews': () => jsonResponse({ ok: true }, 201) });
    const queryClient = queryClientWithUser(makeUser({ role: 'reviewer' }));
    queryClient.setQueryData(queryKeys.reviewer.stats, { completedReviews: 3 });
    queryClient.setQueryData([...queryKeys.reviewer.earnings, 'pages'], { pages: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSubmitReview(), { wrapper });
    const invalidated = () =>
      [queryKeys.reviewer.stats, [...queryKeys.reviewer.earnings, 'pages']].map(
        (queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated,
      );
    expect(invalidated()).toEqual([false, false]);

    await act(() =>
      result.current.mutateAsync({
        submissionId: 'order-1',
        summaryMemo: 'Strong opening.',
        rubricScores: { clarity: 4, structure: 4, voice: 4, authenticity: 4, ethics: 4 },
      }),
    );
    expect(invalidated()).toEqual([true, true]);
  });
});
