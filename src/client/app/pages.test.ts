import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from '#client/lib/api';
import { preloadPageFor } from './pages';

afterEach(() => vi.unstubAllGlobals());

const answering = () =>
  vi.fn((_url: string) => Promise.resolve(new Response('{"rounds":[]}', { status: 200 })));

describe('preloadPageFor', () => {
  it("fetches a results page's results at once, which the page's first read then takes", async () => {
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    preloadPageFor('/results/order%201');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/submissions/order%201/results']);
    expect(await apiJson('GET', '/api/submissions/order%201/results')).toEqual({ rounds: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches no data for a page whose address names none, nor for a malformed one', () => {
    const fetch = answering();
    vi.stubGlobal('fetch', fetch);
    preloadPageFor('/dashboard');
    preloadPageFor('/results/%E0%A4%A');
    preloadPageFor('/results/a/b');
    expect(fetch).not.toHaveBeenCalled();
  });
});
