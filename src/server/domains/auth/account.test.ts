import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema/index.js';
import {
  PASSWORD,
  registerUser,
  sessionCookieOf,
  uniqueEmail,
} from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import {
  ADMIN_ALREADY_SET_UP,
  ADMIN_SETUP_SIBLINGS_MS,
  ADMIN_SETUP_TTL_MS,
  issueAdminSetupLink,
} from './admin-setup.js';
import {
  FREE_FAILURES_PER_ACCOUNT,
  MAX_SIGN_IN_DELAY_MS,
  THROTTLE_WINDOW_MS,
} from './login-throttle.js';
import { isLiveOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import {
  MAX_RESET_EMAILS_PER_ACCOUNT,
  RESET_LINK_INVALID,
  RESET_LINK_TTL_MS,
} from './password-reset.js';
import { mailsTo } from '../../../../tests/support/outbox.js';

const t = useTestApp({ publicUrl: 'http://app.test' });

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function resetTokenFor(email: string): Promise<string> {
  const [mail] = await t.db.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
  const match = /reset-password\?token=([\w-]+)/.exec(mail!.textBody);
  return match![1]!;
}

describe('profile and password', () => {
  it('edits first and last name', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: '  Grace ', lastName: 'Hopper' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('changes the password only with the current one, and ends other sessions', async () => {
    const { email, cookie } = await registerUser(t.app);
    const other = sessionCookieOf(await login(email, PASSWORD));
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nope', newPassword: 'a new password 1' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');

    const ok = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'a new password 1' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await login(email, 'a new password 1')).statusCode).toBe(200);
    // The check reads the password as it is now, not as it was when the session began.
    const stale = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'a new password 2' },
      cookie,
    );
    expect(stale.statusCode).toBe(400);
    const me = (c: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: c } });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('slows guesses at the current password as it slows sign-in guesses', async () => {
    const { cookie } = await registerUser(t.app);
    const guess = (currentPassword: string) =>
      post('/api/auth/password', { currentPassword, newPassword: 'a new password 1' }, cookie);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      expect((await guess(`wrong ${i}`)).statusCode).toBe(400);
    }
    const tooSoon = await guess('one more');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Too many failed sign-ins for this account/);
    // Not even the right password is checked before the pause is over.
    expect((await guess(PASSWORD)).statusCode).toBe(429);
    t.clock.advance(MAX_SIGN_IN_DELAY_MS);
    expect((await guess(PASSWORD)).statusCode).toBe(200);
  });

  it('says a password over 200 characters is too long, not missing', async () => {
    const { email, cookie } = await registerUser(t.app);
    const tooLong = 'p'.repeat(201);
    const message = 'Password must be at most 200 characters.';
    const signIn = await login(email, tooLong);
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(message);
    const change = await post(
      '/api/auth/password',
      { currentPassword: tooLong, newPassword: 'a new password 1' },
      cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(message);
  });

  it('refuses profile changes when signed out', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset by emailed link', () => {
  it('queues an email with a link; the link sets a new password once and signs out everywhere', async () => {
    const { email, cookie } = await registerUser(t.app);
    expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(200);
    const token = await resetTokenFor(email);

    const confirm = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'brand new secret',
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login(email, 'brand new secret')).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);

    const again = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'another secret!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('writes the product name and the link into both text and HTML bodies', async () => {
    const { email } = await registerUser(t.app);
    await post('/api/auth/password-reset/request', { email });
    const [mail] = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email));
    expect(mail!.subject).toBe('Reset your password — Counsel Review');
    expect(mail!.textBody).toContain('http://app.test/reset-password?token=');
    expect(mail!.htmlBody).toContain('href="http://app.test/reset-password?token=');
  });

  it('ends the other links when one is used or the password is changed', async () => {
    const { email, cookie } = await registerUser(t.app);
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await post('/api/auth/password-reset/request', { email });
      links.push(await resetTokenFor(email));
    }
    expect(new Set(links).size).toBe(3);
    const confirm = (token: string) =>
      post('/api/auth/password-reset/confirm', { token, password: 'brand new secret' });
    expect((await confirm(links[1]!)).statusCode).toBe(200);
    const older = await confirm(links[0]!);
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe(RESET_LINK_INVALID);
    expect((await confirm(links[2]!)).statusCode).toBe(400);

    t.clock.advance(1000);
    await post('/api/auth/password-reset/request', { email });
    const beforeChange = await resetTokenFor(email);
    expect(links).not.toContain(beforeChange);
    const signedIn = sessionCookieOf(await login(email, 'brand new secret'));
    const changed = await post(
      '/api/auth/password',
      { currentPassword: 'brand new secret', newPassword: 'a new password 1' },
      signedIn,
    );
    expect(changed.statusCode).toBe(200);
    expect((await confirm(beforeChange)).statusCode).toBe(400);
    expect(cookie).not.toBe(signedIn);
  });

  it('expires the link after an hour', async () => {
    const { email } = await registerUser(t.app);
    await post('/api/auth/password-reset/request', { email });
    const token = await resetTokenFor(email);
    t.clock.advance(RESET_LINK_TTL_MS + 1000);
    const response = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'brand new secret',
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends one account a few reset emails per 15 minutes, from however many addresses', async () => {
    const { email } = await registerUser(t.app);
    const mails = async () => (await mailsTo(t.db.db, email, 'Reset your password')).length;
    const request = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress,
      });
    const before = await mails();
    for (let n = 0; n < MAX_RESET_EMAILS_PER_ACCOUNT + 3; n++) {
      t.clock.advance(1000);
      expect((await request(`203.0.113.${n + 1}`)).statusCode).toBe(200);
    }
    expect((await mails()) - before).toBe(MAX_RESET_EMAILS_PER_ACCOUNT);
    // The links sent still work: the requests turned away issued none and revoked none.
    const confirm = await post('/api/auth/password-reset/confirm', {
      token: await resetTokenFor(email),
      password: 'brand new secret',
    });
    expect(confirm.statusCode).toBe(200);

    t.clock.advance(THROTTLE_WINDOW_MS);
    expect((await request('203.0.113.99')).statusCode).toBe(200);
    expect((await mails()) - before).toBe(MAX_RESET_EMAILS_PER_ACCOUNT + 1);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(200);
    const mails = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email));
    expect(mails).toHaveLength(0);
  });
});

describe('first admin setup link', () => {
  it('keeps the links of processes started together, and a later restart replaces them', async () => {
    const tokenOf = async () =>
      new URL((await issueAdminSetupLink(t.deps))!).searchParams.get('token')!;
    const live = (token: string) => isLiveOneTimeToken(t.deps, { purpose: 'admin_setup', token });
    const first = await tokenOf();
    t.clock.advance(60_000);
    const second = await tokenOf();
    expect([await live(first), await live(second)]).toEqual([true, true]);
    t.clock.advance(ADMIN_SETUP_SIBLINGS_MS + 1000);
    const restarted = await tokenOf();
    expect([await live(first), await live(second), await live(restarted)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('works once while no admin exists, then no link is issued', async () => {
    const link = await issueAdminSetupLink(t.deps);
    expect(link).toMatch(/^http:\/\/app\.test\/setup-admin\?token=/);
    // Another process started together printed its own; both are followed at the same time.
    const sibling = await issueAdminSetupLink(t.deps);
    const [token, siblingToken] = [link, sibling].map((printed) =>
      new URL(printed!).searchParams.get('token')!,
    );
    const body = {
      token,
      email: uniqueEmail('admin'),
      password: PASSWORD,
      firstName: 'Op',
      lastName: 'Erator',
    };

    const both = await Promise.all([
      post('/api/auth/admin-setup', body),
      post('/api/auth/admin-setup', { ...body, token: siblingToken, email: uniqueEmail('admin') }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await t.db.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    const created = both.find((response) => response.statusCode === 201)!;
    expect(created.json().role).toBe('admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(created) },
    });
    expect(me.json().role).toBe('admin');

    const reuse = await post('/api/auth/admin-setup', { ...body, email: uniqueEmail('admin2') });
    expect(reuse.statusCode).toBe(400);
    expect(await issueAdminSetupLink(t.deps)).toBeNull();
  });

  it('refuses a link printed before an admin was made some other way', async () => {
    // The command line tool made the admin; the link printed at start-up was never used.
    const token = await issueOneTimeToken(t.deps, {
      purpose: 'admin_setup',
      ttlMs: ADMIN_SETUP_TTL_MS,
    });
    const response = await post('/api/auth/admin-setup', {
      token,
      email: uniqueEmail('late-admin'),
      password: PASSWORD,
      firstName: 'Late',
      lastName: 'Comer',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_ALREADY_SET_UP);
    const made = await t.db.db.select().from(users).where(eq(users.firstName, 'Late'));
    expect(made).toHaveLength(0);
  });

  it('never makes an admin from plain sign-up', async () => {
    const { email } = await registerUser(t.app);
    const [row] = await t.db.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('applicant');
  });
});
