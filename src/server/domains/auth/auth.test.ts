import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import {
  PASSWORD,
  registerUser,
  sessionCookieOf,
  uniqueEmail,
} from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { findSessionUser, SESSION_IDLE_MS } from './sessions.js';
import { checkCredentials } from './users.js';

const t = useTestApp();

const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

describe('accounts and sessions', () => {
  it('answers 401 with "Unauthorized" when signed out', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('Unauthorized');
  });

  it('registers an applicant, signs in with a cookie session and returns the user', async () => {
    const { cookie, email, user } = await registerUser(t.app);
    expect(user).toMatchObject({ email, role: 'applicant', firstName: 'Ada', hasPassword: true });
    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'applicant', lastName: 'Lovelace' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie that lasts 7 days', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    const cookie = response.cookies.find((c) => c.name === 'cr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(cookie.secure).toBeFalsy();
  });

  it('stores the password hashed with argon2id, never in clear', async () => {
    const { email } = await registerUser(t.app);
    const [row] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await registerUser(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD, firstName: 'A', lastName: 'B' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it('answers 400 with field messages for a bad sign-up body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', firstName: '', lastName: 'B' },
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('Enter a valid email address');
    expect(message).toContain('at least 10 characters');
    expect(message).toContain('Enter your first name');
  });

  it('rotates the session id at sign-in and ends the old one', async () => {
    const { email, cookie: first } = await registerUser(t.app);
    const response = await login(email, PASSWORD, { cookie: first });
    expect(response.statusCode).toBe(200);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('refuses a wrong password without saying whether the email exists', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await login(email, 'wrong password!');
    const unknown = await login(uniqueEmail('nobody'), 'wrong password!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('signs out: the API call and the /api/logout navigation both end the session', async () => {
    const a = await registerUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: a.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await currentUser(a.cookie)).statusCode).toBe(401);

    const b = await registerUser(t.app);
    const nav = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: b.cookie },
    });
    expect(nav.statusCode).toBe(302);
    expect(nav.headers.location).toBe('/');
    expect((await currentUser(b.cookie)).statusCode).toBe(401);
  });

  it('keeps the session when another site sends the browser to /api/logout', async () => {
    const { cookie } = await registerUser(t.app);
    const navigate = (site: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
    for (const site of ['cross-site', 'same-site']) {
      const nav = await navigate(site);
      expect(nav.statusCode).toBe(302);
      expect(nav.headers.location).toBe('/');
      expect(nav.cookies.find((c) => c.name === 'cr_session')).toBeUndefined();
      expect((await currentUser(cookie)).statusCode).toBe(200);
    }
    // Our own Log out link, and the address typed in.
    expect((await navigate('same-origin')).statusCode).toBe(302);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('expires a session after 7 idle days, and keeps an active one alive', async () => {
    const idle = await registerUser(t.app);
    const active = await registerUser(t.app);
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await currentUser(active.cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await currentUser(idle.cookie)).statusCode).toBe(401);
    expect((await currentUser(active.cookie)).statusCode).toBe(200);
  });

  it("gives an active session's cookie its idle days again, as the session gets them", async () => {
    const { cookie } = await registerUser(t.app);
    const sessionCookie = (response: Awaited<ReturnType<typeof currentUser>>) =>
      response.cookies.find((c) => c.name === 'cr_session');
    // Within minutes of sign-in the session is not renewed, so neither is the cookie.
    t.clock.advance(60_000);
    expect(sessionCookie(await currentUser(cookie))).toBeUndefined();

    t.clock.advance(SESSION_IDLE_MS - 2 * 60_000);
    const renewed = await currentUser(cookie);
    expect(renewed.statusCode).toBe(200);
    expect(sessionCookie(renewed)).toMatchObject({
      value: cookie.split('=')[1],
      maxAge: SESSION_IDLE_MS / 1000,
      httpOnly: true,
      path: '/',
    });
    expect(renewed.headers['cache-control']).toBe('private, no-store');
  });

  it('never renews the cookie on an answer a cache may keep, such as a script', async () => {
    const { cookie } = await registerUser(t.app);
    t.clock.advance(SESSION_IDLE_MS / 2);
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { cookie },
    });
    expect(asset.cookies.find((c) => c.name === 'cr_session')).toBeUndefined();
  });

  it('stores only an HMAC of the session token', async () => {
    const { cookie, user } = await registerUser(t.app);
    const token = cookie.split('=')[1]!;
    const rows = await t.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
  });

  it('holds a signed-in user, and a checked sign-in, without the password hash', async () => {
    const { cookie, email } = await registerUser(t.app);
    const signedIn = (await findSessionUser(t.deps, cookie.split('=')[1]!))?.user;
    const checked = await checkCredentials(t.db.db, email, PASSWORD);
    for (const user of [signedIn, checked]) {
      expect(user).toMatchObject({ email, hasPassword: true });
      expect(user).not.toHaveProperty('passwordHash');
    }
    expect(await checkCredentials(t.db.db, email, 'not the password')).toBeNull();
  });
});

describe('/api/login navigation', () => {
  it('sends a signed-out visitor to the sign-in page with the page to return to', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=%2Fcheckout%2Fcore',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Fcheckout%2Fcore');
  });

  it('sends a signed-in user straight back, and never to another site', async () => {
    const { cookie } = await registerUser(t.app);
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/submit',
      headers: { cookie },
    });
    expect(back.headers.location).toBe('/submit');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=//evil.example.com',
      headers: { cookie },
    });
    expect(evil.headers.location).toBe('/dashboard');
  });

  it('goes to the dashboard for a return path a Location header cannot carry', async () => {
    const { cookie } = await registerUser(t.app);
    // A browser writes a path percent-encoded; raw, '€' is no header character.
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/login?returnTo=/%E2%82%AC',
      headers: { cookie },
    });
    expect(raw.statusCode, raw.body).toBe(302);
    expect(raw.headers.location).toBe('/dashboard');
    const encoded = await t.app.inject({
      method: 'GET',
      url: `/api/login?returnTo=${encodeURIComponent('/orders/%E2%82%AC')}`,
      headers: { cookie },
    });
    expect(encoded.headers.location).toBe('/orders/%E2%82%AC');
  });
});

describe('request bodies', () => {
  it('names each missing field in words a person can act on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Enter a password. Enter your first name. Enter your last name.',
    );
  });
});
