import { MutationObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToast } from '#client/components/ui/use-toast';
import { jsonResponse, toasterLoaded, visit } from '#client/testing/render';
import { apiRequest } from './api';
import { browserNavigation } from './navigation';
import { createQueryClient } from './query-client';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  visit('/settings');
});

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function answerEverything(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body, status)),
  );
}

describe('createQueryClient', () => {
  it('uses SPEC section 9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('GETs the joined query key by default, once, without retrying', async () => {
    answerEverything(500, { message: 'Broken' });
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery({ queryKey: ['/api/submissions', 'abc'] })).rejects.toThrow(
      '500: {"message":"Broken"}',
    );
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/submissions/abc', {
      credentials: 'include',
    });
  });

  it('sends a query that finds the session gone to sign in', async () => {
    answerEverything(401, { message: 'Unauthorized' });
    const { result } = renderHook(() => useToast());
    await act(() =>
      createQueryClient()
        .fetchQuery({ queryKey: ['/api/submissions'] })
        .catch(() => {}),
    );

    expect(result.current.toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    await toasterLoaded();
    act(() => vi.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fsettings');
  });

  it('does the same for a mutation', async () => {
    answerEverything(401, { message: 'Unauthorized' });
    const { result } = renderHook(() => useToast());
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiRequest('POST', '/api/submissions', {}),
    });
    await act(() => observer.mutate().catch(() => {}));

    expect(result.current.toasts[0]?.title).toBe('Unauthorized');
    await toasterLoaded();
    act(() => vi.advanceTimersByTime(500));
    expect(assign).toHaveBeenCalledOnce();
  });

  it('leaves other errors, including a wrong password, to the caller', async () => {
    answerEverything(401, { message: 'Email or password is incorrect.' });
    const { result } = renderHook(() => useToast());
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => apiRequest('POST', '/api/auth/login', {}),
    });
    await act(() => observer.mutate().catch(() => {}));

    expect(result.current.toasts.filter((t) => t.open)).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    expect(assign).not.toHaveBeenCalled();
  });
});
