import type { QueryFunction } from '@tanstack/react-query';

/**
 * The request helper (docs/product.md §7 Screens): cookies always, a JSON body only when there is a
 * payload, and any non-ok answer becomes an Error whose message is "<status>: <body or statusText>".
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const early = method === 'GET' && !hasBody ? takeEarlyGet(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(data) : undefined,
    }));
  await throwIfNotOk(res);
  return res;
}

/** How long an early answer may wait for its reader before it counts as stale. */
export const EARLY_GET_FRESH_MS = 10_000;
const earlyGets = new Map<string, { startedAt: number; response: Promise<Response> }>();

/**
 * Starts a GET before the code that reads it has loaded: a fresh load of a page fetches its
 * first data beside the page's chunk instead of after it (docs/decisions/010-page-budgets.md).
 * The first GET of `url` within EARLY_GET_FRESH_MS takes the answer; later ones ask again.
 */
export function fetchEarly(url: string): void {
  const response = fetch(url, { credentials: 'include' });
  // A failure reaches the reader; unread, it must not be reported as unhandled.
  response.catch(() => {});
  earlyGets.set(url, { startedAt: Date.now(), response });
}

function takeEarlyGet(url: string): Promise<Response> | undefined {
  const early = earlyGets.get(url);
  earlyGets.delete(url);
  return early && Date.now() - early.startedAt < EARLY_GET_FRESH_MS ? early.response : undefined;
}

/** apiRequest, then the JSON body. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default query function: GET the query key joined with '/', read as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    const res = await (takeEarlyGet(url) ?? fetch(url, { credentials: 'include' }));
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** True for the signed-out error: 401 with "Unauthorized" (docs/product.md §7 Screens). */
/** The HTTP status inside an error from the request helper ("409: ..."), or 0. */
export function errorStatus(error: unknown): number {
  return error instanceof Error ? Number(/^(\d{3}): /.exec(error.message)?.[1] ?? 0) : 0;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

const fallbackMessage = 'Something went wrong. Please try again.';
const networkMessage = 'Could not reach the server. Check your connection and try again.';

/**
 * The human message inside an error from apiRequest: "409: {"message":"..."}" -> "...".
 * Falls back to the raw body text, then to a generic sentence; fetch's TypeError means no connection.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TypeError) return networkMessage;
  if (!(error instanceof Error)) return fallbackMessage;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return fallbackMessage;
  const body = match[2] ?? '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: a proxy page or plain text.
  }
  const trimmed = body.trim();
  return trimmed && !trimmed.startsWith('<') && trimmed.length <= 300 ? trimmed : fallbackMessage;
}
