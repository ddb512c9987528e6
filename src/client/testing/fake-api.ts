import { vi } from 'vitest';
import { jsonResponse } from './render';

type Handler = (body: unknown) => Response | Promise<Response>;

export interface FakeApiCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replace fetch with a table of 'METHOD /path' handlers (a handler may answer later, with a
 * promise); anything else answers 404. Returns the calls made, in order. Undo with
 * vi.unstubAllGlobals().
 */
export function fakeApi(routes: Record<string, Handler>): FakeApiCall[] {
  const calls: FakeApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url}`];
      return handler ? handler(body) : jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}
