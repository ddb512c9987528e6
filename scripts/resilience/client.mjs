// A simulated browser: one cookie jar, and retries of what failed the way a person's browser
// (or its app) would: after a dropped connection, a timeout or a 5xx, the same request again.
import { sleep } from '../lib/ports.mjs';

const RETRY_DEADLINE_MS = 45_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** Counts shared by every client of one test; `inFlight` holds the paths awaiting an answer. */
export function newStats() {
  return { requests: 0, failed: 0, retried: 0, causes: {}, inFlight: [] };
}

/**
 * Waits, up to `timeoutMs`, until a request to one of `paths` is awaiting its answer; answers
 * how many such requests are then in flight (0 if none came). A kill timed by it cuts an order
 * or a payment mid-way instead of landing while every applicant is between steps.
 */
export async function whenRequestsInFlight(stats, paths, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const wanted = stats.inFlight.filter((path) => paths.includes(path)).length;
    if (wanted > 0 || Date.now() - started >= timeoutMs) return wanted;
    await sleep(2);
  }
}

/** 'ECONNREFUSED 12, UND_ERR_SOCKET 3, 502 1': why requests failed, most frequent first. */
export function describeCauses(stats) {
  const causes = Object.entries(stats.causes).sort((a, b) => b[1] - a[1]);
  return causes.map(([cause, n]) => `${cause} ${n}`).join(', ') || 'none';
}

export class BrowserClient {
  /** @param {string} baseUrl @param {ReturnType<typeof newStats>} stats */
  constructor(baseUrl, stats) {
    this.baseUrl = baseUrl;
    this.stats = stats;
    this.cookies = new Map();
  }

  /** One request: { status, body } or throws on a network error or timeout. */
  async once(method, path, body) {
    this.stats.requests++;
    this.stats.inFlight.push(path);
    try {
      return await this.#send(method, path, body);
    } finally {
      this.stats.inFlight.splice(this.stats.inFlight.indexOf(path), 1);
    }
  }

  async #send(method, path, body) {
    const headers = { accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): kept as text for the error message.
    }
    return { status: response.status, body: parsed };
  }

  /**
   * The request, repeated after network errors and 5xx answers until it gets a non-5xx answer
   * or RETRY_DEADLINE_MS passes. Returns the last answer.
   */
  async call(method, path, body) {
    const deadline = Date.now() + RETRY_DEADLINE_MS;
    for (let attempt = 1; ; attempt++) {
      let failure;
      let cause;
      try {
        const answer = await this.once(method, path, body);
        if (answer.status < 500) return answer;
        cause = String(answer.status);
        failure = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      } catch (error) {
        cause = error.cause?.code ?? error.name;
        failure = `${cause}: ${error.message}`;
      }
      this.stats.failed++;
      this.stats.causes[cause] = (this.stats.causes[cause] ?? 0) + 1;
      if (Date.now() > deadline) {
        throw new Error(`${method} ${path} still failing after ${attempt} attempts: ${failure}`);
      }
      this.stats.retried++;
      await sleep(Math.min(2_000, 150 * attempt));
    }
  }
}

/** The answer's message for an error report. */
function describe(answer) {
  return `${answer.status} ${typeof answer.body === 'string' ? answer.body.slice(0, 200) : answer.body?.message}`;
}

/** The answer's body when it has `status`; otherwise throws naming the step and the answer. */
export function expectStatus(answer, status, step) {
  if (answer.status !== status) {
    throw new Error(`${step}: expected ${status}, got ${describe(answer)}`);
  }
  return answer.body;
}
