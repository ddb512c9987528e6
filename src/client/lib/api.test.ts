// @vitest-environment node
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiJson,
  apiRequest,
  EARLY_GET_FRESH_MS,
  errorMessage,
  fetchEarly,
  getQueryFn,
  isUnauthorizedError,
} from './api';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen;
/** How many requests reached the server. */
let requests = 0;

/** A tiny API: /ok echoes, /count says how many requests came, /conflict 409 JSON, /empty 500 no body, /signed-out 401. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests += 1;
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const send = (status: number, text: string) => {
        res.writeHead(status, text ? { 'Content-Type': 'application/json' } : {});
        res.end(text);
      };
      if (req.url === '/conflict') return send(409, '{"message":"That email is taken."}');
      if (req.url === '/empty') return send(500, '');
      if (req.url === '/signed-out') return send(401, '{"message":"Unauthorized"}');
      if (req.url?.startsWith('/count')) return send(200, JSON.stringify({ request: requests }));
      return send(200, JSON.stringify({ echoed: body || null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = { headers: {}, body: '' };
});

describe('fetchEarly', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Starts an early GET and waits until the server has answered it. */
  async function earlyAnswered(url: string) {
    const before = requests;
    fetchEarly(url);
    await vi.waitFor(() => expect(requests).toBe(before + 1));
    return before + 1;
  }

  it('answers the first GET of its URL from the request already made, and only the first', async () => {
    const early = await earlyAnswered(`${base}/count?early=1`);
    const first = await apiJson<{ request: number }>('GET', `${base}/count?early=1`);
    expect(first.request).toBe(early);
    expect(requests).toBe(early);
    const again = await apiJson<{ request: number }>('GET', `${base}/count?early=1`);
    expect(again.request).toBe(early + 1);
  });

  it('serves the default query function too, but neither another URL nor a POST', async () => {
    const early = await earlyAnswered(`${base}/count?early=2`);
    await apiRequest('POST', `${base}/count?early=2`, { any: 1 });
    await apiRequest('GET', `${base}/count?early=3`);
    expect(requests).toBe(early + 2);
    const query = new QueryClient();
    const answer = await query.fetchQuery({
      queryKey: [`${base}/count?early=2`],
      queryFn: getQueryFn<{ request: number }>({ on401: 'throw' }),
    });
    expect(answer.request).toBe(early);
    expect(requests).toBe(early + 2);
  });

  it('asks again when the early answer waited too long to be read', async () => {
    const early = await earlyAnswered(`${base}/count?early=4`);
    // Now is at least EARLY_GET_FRESH_MS after the early request started.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + EARLY_GET_FRESH_MS);
    const answer = await apiJson<{ request: number }>('GET', `${base}/count?early=4`);
    expect(answer.request).toBe(early + 1);
  });
});

describe('apiRequest', () => {
  it('sends no content type and no body without a payload', async () => {
    await apiRequest('GET', `${base}/ok`);
    expect(seen.method).toBe('GET');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it('sends JSON with its content type when there is a payload', async () => {
    const answer = await apiJson<{ echoed: string }>('POST', `${base}/ok`, { email: 'a@b.co' });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ email: 'a@b.co' });
    expect(answer.echoed).toBe('{"email":"a@b.co"}');
  });

  it('sends a POST without payload bare', async () => {
    await apiRequest('POST', `${base}/ok`);
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.body).toBe('');
  });

  it('raises "<status>: <body>" for an error with a body', async () => {
    await expect(apiRequest('POST', `${base}/conflict`, {})).rejects.toThrow(
      '409: {"message":"That email is taken."}',
    );
  });

  it('raises "<status>: <statusText>" when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow(
      /^500: Internal Server Error$/,
    );
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'returnNull' | 'throw', queryKey: string[]) =>
    new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }) });

  it('GETs the query key joined with slashes and reads JSON', async () => {
    await expect(run('throw', [base, 'ok'])).resolves.toEqual({ echoed: null });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/ok');
  });

  it('answers null for 401 when asked to', async () => {
    await expect(run('returnNull', [`${base}/signed-out`])).resolves.toBeNull();
  });

  it('raises the 401 otherwise, recognisable as signed out', async () => {
    const error = await run('throw', [`${base}/signed-out`]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('isUnauthorizedError', () => {
  it('ignores other 401s and other statuses', () => {
    expect(
      isUnauthorizedError(new Error('401: {"message":"Email or password is incorrect."}')),
    ).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('errorMessage', () => {
  it('pulls the message out of a JSON error body', () => {
    expect(
      errorMessage(new Error('429: {"message":"Too many attempts. Try again in 5 minutes."}')),
    ).toBe('Too many attempts. Try again in 5 minutes.');
  });

  it('keeps a short plain-text body', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('hides HTML pages and non-API errors behind a generic sentence', () => {
    expect(errorMessage(new Error('502: <html><body>nginx</body></html>'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('explains a failed connection', () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
