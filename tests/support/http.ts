import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Role } from '../../src/shared/domain/roles.js';
import type { Database } from '../../src/server/db/client.js';
import { createUser } from '../../src/server/domains/auth/users.js';

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

/** Creates an account with the given role directly and signs it in through the API. */
export async function signInAs(
  app: FastifyInstance,
  db: Database,
  role: Role,
  email = uniqueEmail(role),
) {
  const user = await createUser(db, {
    email,
    password: PASSWORD,
    role,
    firstName: 'Test',
    lastName: role,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  return { user, cookie: sessionCookieOf(response) };
}

/** Who signInAs signed in: their email, session cookie and user. */
export type Session = Awaited<ReturnType<typeof signInAs>>;

/** A GET sent with a session cookie. */
export function getAs(app: FastifyInstance, url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

/**
 * Places an unpaid order through the API, as the submit form does (pasted text, a school, the
 * intake answers), and answers its id.
 */
export async function placeDraft(
  app: FastifyInstance,
  cookie: string,
  order: { tier?: string; addOns?: string[] } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie },
    payload: {
      packageTier: order.tier ?? 'core',
      targetSchool: 'harvard',
      pastedText: 'My statement.',
      intakeAnswers: { background: 'b', goals: 'g' },
      addOns: order.addOns ?? [],
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`placing an order answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ id: string }>().id;
}
