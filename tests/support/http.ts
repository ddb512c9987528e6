import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';

export const PASSWORD = 'correct horse battery';

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'cr_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `cr_session=${cookie.value}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers a new applicant and returns its email and session cookie. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { email, cookie: sessionCookieOf(response), user: response.json() };
}
