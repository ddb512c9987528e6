import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema/index.js';
import { PASSWORD, registerUser, sessionCookieOf } from '../../../../tests/support/http.js';
import {
  APP_URL,
  CALLBACK_URL,
  runProviderFlow,
  useOidcTestApp,
} from '../../../../tests/support/oidc-flow.js';
import { testConfig } from '../../../../tests/support/test-app.js';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  NO_EMAIL_MESSAGE,
  UNVERIFIED_EMAIL_MESSAGE,
  findOrCreateOidcUser,
} from './oidc.js';
import { SIGN_IN_ERRORS, signInErrorMessage } from '../../../shared/domain/sign-in-errors.js';

const OIDC_FAILED_MESSAGE = SIGN_IN_ERRORS.failed;
const OIDC_CANCELLED_MESSAGE = SIGN_IN_ERRORS.cancelled;

const oidc = useOidcTestApp('Acme SSO');
const { t, newAccount } = oidc;
const provider = () => oidc.provider();

const callback = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

function loginError(response: LightMyRequestResponse): string | null {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), APP_URL);
  expect(location.pathname).toBe('/login');
  return signInErrorMessage(location.searchParams.get('error'));
}

const usersWithSubject = (sub: string) =>
  t.db.db.select().from(users).where(eq(users.oidcSubject, sub));

describe('sign-in options', () => {
  it('offers the provider by its label when OIDC is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(response.json()).toEqual({ oidc: { label: 'Acme SSO' } });
  });

  it('offers nothing and serves no OIDC routes when it is not configured', async () => {
    const plain = await buildApp(testConfig(), { db: t.db.db, logger: false });
    try {
      const options = await plain.inject({ method: 'GET', url: '/api/auth/options' });
      expect(options.json()).toEqual({ oidc: null });
      const start = await plain.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

const RETURN_PATH = '/orders/return-path-sentinel';

describe('OpenID Connect sign-in against a real provider', () => {
  it('sends a PKCE (S256) request with state and nonce, in a sealed 10-minute cookie', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/start?returnTo=${RETURN_PATH}`,
    });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider().issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider().clientId,
      redirect_uri: CALLBACK_URL,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(location.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    }
    const cookie = start.cookies.find((c) => c.name === 'cr_oidc')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/oidc',
      maxAge: 600,
    });
    // Nothing readable inside: not the state, nor the return path. The path is long so that
    // random ciphertext cannot contain it by chance (a two-byte "/x" did, once in a few hundred).
    expect(cookie.value).not.toContain(location.searchParams.get('state'));
    expect(Buffer.from(cookie.value, 'base64url').toString('latin1')).not.toContain(RETURN_PATH);
  });

  it('creates an applicant on first sign-in and returns to the page that sent them', async () => {
    const account = newAccount();
    const userinfoBefore = provider().userinfoCalls();
    const response = await oidc.signIn(account, '/checkout/abc?step=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout/abc?step=2');
    const cleared = response.cookies.find((c) => c.name === 'cr_oidc');
    expect(cleared?.value).toBe('');

    const me = await currentUser(sessionCookieOf(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      role: 'applicant',
      email: account.email!.toLowerCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
    });
    const [row] = await usersWithSubject(account.sub);
    expect(row).toMatchObject({ oidcIssuer: provider().issuer, passwordHash: null });
    expect(provider().lastAuthorizationParams()).toMatchObject({ code_challenge_method: 'S256' });
    // This provider follows the spec and keeps scope claims out of a code-flow ID token.
    expect(provider().userinfoCalls()).toBe(userinfoBefore + 1);
  });

  it('finds the same user on the next sign-in', async () => {
    const account = newAccount();
    const first = await oidc.signIn(account);
    const second = await oidc.signIn(account);
    expect(second.headers.location).toBe('/dashboard');
    const firstUser = (await currentUser(sessionCookieOf(first))).json();
    const secondUser = (await currentUser(sessionCookieOf(second))).json();
    expect(secondUser.id).toBe(firstUser.id);
    expect(await usersWithSubject(account.sub)).toHaveLength(1);
  });

  it('links an existing account with the same verified email, ending its password and sessions', async () => {
    // Whoever registered the address first (sign-up proves nothing) loses the account to its owner.
    const { email, user: existing, cookie: firstComer } = await registerUser(t.app);
    expect((await currentUser(firstComer)).statusCode).toBe(200);
    const account = newAccount({ email: email.toUpperCase() });
    const response = await oidc.signIn(account);
    const me = (await currentUser(sessionCookieOf(response))).json();
    expect(me).toMatchObject({ id: existing.id, email, hasPassword: false, firstName: 'Ada' });
    expect(await t.db.db.select().from(users).where(eq(users.email, email))).toEqual([
      expect.objectContaining({ oidcIssuer: provider().issuer, oidcSubject: account.sub }),
    ]);
    expect((await currentUser(firstComer)).statusCode).toBe(401);
    const passwordSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(passwordSignIn.statusCode).toBe(401);
  });

  it('refuses to take over an existing account when the email is not verified', async () => {
    const { email } = await registerUser(t.app);
    const account = newAccount({ email, email_verified: false });
    const response = await oidc.signIn(account);
    expect(loginError(response)).toBe(UNVERIFIED_EMAIL_MESSAGE);
    expect(response.cookies.find((c) => c.name === 'cr_session')).toBeUndefined();
    const [row] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(row!.oidcSubject).toBeNull();
  });

  it('makes no account from an email the provider has not verified', async () => {
    // Such an account would stay tied to whoever claimed the address at the provider, even
    // after its owner set a password with Forgot password.
    const account = newAccount({ email_verified: false });
    const response = await oidc.signIn(account);
    expect(loginError(response)).toBe(EMAIL_NOT_VERIFIED_MESSAGE);
    expect(response.cookies.find((c) => c.name === 'cr_session')).toBeUndefined();
    expect(await t.db.db.select().from(users).where(eq(users.oidcSubject, account.sub))).toEqual(
      [],
    );
  });

  it('refuses an identity without an email, with a clear message', async () => {
    const account = newAccount({ email: undefined, email_verified: undefined });
    const response = await oidc.signIn(account);
    expect(loginError(response)).toBe(NO_EMAIL_MESSAGE);
    expect(await usersWithSubject(account.sub)).toHaveLength(0);
  });

  it('creates one user when callbacks for a new identity race', async () => {
    const account = newAccount();
    provider().signInAs(account.sub);
    const trips = [
      await runProviderFlow(t.app, CALLBACK_URL),
      await runProviderFlow(t.app, CALLBACK_URL),
    ];
    const responses = await Promise.all(
      trips.map((trip) => callback(trip.callbackPath, trip.oidcCookie)),
    );
    for (const response of responses) expect(response.headers.location).toBe('/dashboard');
    expect(await usersWithSubject(account.sub)).toHaveLength(1);
    // Straight at the service too: the overlap is tighter than through two HTTP round trips.
    const twin = { issuer: provider().issuer, subject: `twin-${account.sub}`, emailVerified: true };
    const identity = { ...twin, email: `${twin.subject}@example.com` };
    const rows = await Promise.all(
      [1, 2, 3, 4].map(() => findOrCreateOidcUser(t.deps, new Date(), identity)),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
  });
});

describe('failed OpenID Connect callbacks end on the sign-in page', () => {
  it('without the state cookie', async () => {
    provider().signInAs(newAccount().sub);
    const trip = await runProviderFlow(t.app, CALLBACK_URL);
    expect(loginError(await callback(trip.callbackPath))).toBe(OIDC_FAILED_MESSAGE);
  });

  it('with a tampered state cookie', async () => {
    provider().signInAs(newAccount().sub);
    const trip = await runProviderFlow(t.app, CALLBACK_URL);
    const value = trip.oidcCookie.slice('cr_oidc='.length);
    const flipped = (value.at(-2) === 'A' ? 'B' : 'A') + value.at(-1);
    const response = await callback(trip.callbackPath, `cr_oidc=${value.slice(0, -2)}${flipped}`);
    expect(loginError(response)).toBe(OIDC_FAILED_MESSAGE);
  });

  it("with another sign-in's state (state mismatch)", async () => {
    provider().signInAs(newAccount().sub);
    const first = await runProviderFlow(t.app, CALLBACK_URL);
    const second = await runProviderFlow(t.app, CALLBACK_URL);
    const response = await callback(first.callbackPath, second.oidcCookie);
    expect(loginError(response)).toBe(OIDC_FAILED_MESSAGE);
    expect(response.cookies.find((c) => c.name === 'cr_session')).toBeUndefined();
  });

  it('with a state cookie older than 10 minutes', async () => {
    provider().signInAs(newAccount().sub);
    const trip = await runProviderFlow(t.app, CALLBACK_URL);
    t.clock.advance(10 * 60 * 1000 + 1);
    const response = await callback(trip.callbackPath, trip.oidcCookie);
    expect(loginError(response)).toBe(OIDC_FAILED_MESSAGE);
  });

  it('when the code was already used', async () => {
    provider().signInAs(newAccount().sub);
    const trip = await runProviderFlow(t.app, CALLBACK_URL);
    const first = await callback(trip.callbackPath, trip.oidcCookie);
    expect(first.headers.location).toBe('/dashboard');
    const replay = await callback(trip.callbackPath, trip.oidcCookie);
    expect(loginError(replay)).toBe(OIDC_FAILED_MESSAGE);
  });

  it('when the provider reports that the user cancelled', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start?returnTo=/orders',
    });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const cookie = `cr_oidc=${start.cookies.find((c) => c.name === 'cr_oidc')!.value}`;
    const response = await callback(
      `/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider().issuer)}`,
      cookie,
    );
    expect(loginError(response)).toBe(OIDC_CANCELLED_MESSAGE);
    expect(new URL(String(response.headers.location), APP_URL).searchParams.get('returnTo')).toBe(
      '/orders',
    );
  });
});

describe('a provider that puts the profile claims in the ID token', () => {
  const keycloak = useOidcTestApp('Keycloak', { conformIdTokenClaims: false });

  it('signs in from the ID token alone, without calling userinfo', async () => {
    const account = keycloak.newAccount({ given_name: 'Katherine', family_name: 'Johnson' });
    const response = await keycloak.signIn(account);
    expect(response.headers.location).toBe('/dashboard');
    const me = await keycloak.t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.json()).toMatchObject({
      role: 'applicant',
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    expect(keycloak.provider().userinfoCalls()).toBe(0);
  });
});
