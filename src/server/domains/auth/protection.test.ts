import { describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, uniqueEmail } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import {
  FREE_FAILURES_PER_ACCOUNT,
  MAX_ATTEMPTS_PER_IP,
  MAX_SIGN_IN_DELAY_MS,
  limitedAddress,
  signInDelayMs,
} from './login-throttle.js';

const t = useTestApp();

const login = (
  email: string,
  password: string,
  ip = '10.0.0.1',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });

describe('sign-in rate limits', () => {
  it('paces guesses at an account per address after a few failures, capped at a few seconds', async () => {
    const { email } = await registerUser(t.app);
    const attacker = '10.1.0.1';
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(email, 'wrong password', attacker)).statusCode).toBe(401);
    }
    // Too early: refused unchecked, even with the right password, so an early guess learns nothing.
    const early = await login(email, PASSWORD, attacker);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(
      'Too many failed sign-ins for this account. Please wait 1 second and try again.',
    );
    t.clock.advance(signInDelayMs(FREE_FAILURES_PER_ACCOUNT));
    expect((await login(email, 'wrong password', attacker)).statusCode).toBe(401);
    expect((await login(email, 'wrong password', attacker)).json().message).toMatch(
      /Please wait 2 seconds/,
    );
    for (let i = 0; i < 10; i++) {
      t.clock.advance(MAX_SIGN_IN_DELAY_MS);
      expect((await login(email, 'wrong password', attacker)).statusCode).toBe(401);
    }
    expect((await login(email, 'wrong password', attacker)).json().message).toMatch(
      /Please wait 8 seconds/,
    );
    // The pause never grows past the cap: the right password works from the same address soon.
    t.clock.advance(MAX_SIGN_IN_DELAY_MS);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('lets the owner sign in from another address while an attacker keeps failing', async () => {
    const { email } = await registerUser(t.app);
    const attacker = '10.4.0.1';
    for (let i = 0; i < 12; i++) {
      t.clock.advance(MAX_SIGN_IN_DELAY_MS);
      expect((await login(email, 'wrong password', attacker)).statusCode).toBe(401);
    }
    expect((await login(email, 'wrong password', attacker)).statusCode).toBe(429);

    expect((await login(email, PASSWORD, '10.4.9.9')).statusCode).toBe(200);
    // Signing in does not free the attacker's address.
    expect((await login(email, 'wrong password', attacker)).statusCode).toBe(429);
  });

  it("holds every new address to the account's pace after its first guess", async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 8; i++) {
      expect((await login(email, 'wrong password', `10.5.0.${i}`)).statusCode).toBe(401);
    }
    const fresh = '10.5.1.1';
    expect((await login(email, 'wrong password', fresh)).statusCode).toBe(401);
    const next = await login(email, 'wrong password', fresh);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/Please wait 8 seconds/);
  });

  it('checks one of several simultaneous guesses from one address', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      await login(email, 'wrong password', `10.6.0.${i}`);
    }
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => login(email, 'wrong password', '10.6.1.1')),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('limits attempts per IP address across accounts', async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.1')).statusCode).toBe(429);
    expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.2')).statusCode).toBe(401);
  });

  it('counts an IPv6 network (/64) as one address, so rotating within it gains nothing', async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      const address = `2001:db8:7:1:${(i + 1).toString(16)}::1`;
      expect((await login(uniqueEmail(), 'whatever pass', address)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'whatever pass', '2001:db8:7:1:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await login(uniqueEmail(), 'whatever pass', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('reads the address a limit counts', () => {
    expect(limitedAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(limitedAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitedAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(limitedAddress('2001:0db8:0000:0001:bbbb:0:0:2')).toBe('2001:db8:0:1::/64');
  });
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from a foreign Origin, cookie or not', async () => {
    const { cookie } = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example.com', host: 'localhost:80' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/another website/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the same origin as the Host it was sent to', async () => {
    const { cookie } = await registerUser(t.app);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('only PUBLIC_URL may post when it is configured', () => {
  const p = useTestApp({
    publicUrl: 'https://review.example.com',
    publicUrlConfigured: true,
    secureCookies: true,
  });

  it('refuses other origins and marks cookies Secure', async () => {
    const payload = { email: uniqueEmail(), password: PASSWORD, firstName: 'A', lastName: 'B' };
    const other = await p.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(other.statusCode).toBe(403);
    const ok = await p.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { origin: 'https://review.example.com' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.cookies.find((c) => c.name === 'cr_session')!.secure).toBe(true);
  });
});

describe('behind a TLS proxy whose PUBLIC_URL was left unset', () => {
  const proxied = useTestApp({ trustProxy: 1 });
  const direct = useTestApp();

  const register = (app: typeof proxied.app, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'A', lastName: 'B' },
      remoteAddress: '10.0.0.254',
      headers,
    });
  const sessionCookieSecure = (response: Awaited<ReturnType<typeof register>>) =>
    response.cookies.find((c) => c.name === 'cr_session')!.secure === true;

  it('marks the session cookie Secure when the trusted proxy says the request came over https', async () => {
    const https = await register(proxied.app, { 'x-forwarded-proto': 'https' });
    expect(https.statusCode).toBe(201);
    expect(sessionCookieSecure(https)).toBe(true);
    const http = await register(proxied.app, { 'x-forwarded-proto': 'http' });
    expect(sessionCookieSecure(http)).toBe(false);
  });

  it('does not take the scheme from a client when no proxy is trusted', async () => {
    const spoofed = await register(direct.app, { 'x-forwarded-proto': 'https' });
    expect(spoofed.statusCode).toBe(201);
    expect(sessionCookieSecure(spoofed)).toBe(false);
  });
});

describe('the per-IP limit is configurable', () => {
  const c = useTestApp({ authAttemptsPerIp: 2 });

  it('refuses the third attempt from one address when set to 2', async () => {
    const attempt = () =>
      c.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'whatever pass' },
        remoteAddress: '10.3.0.1',
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});
