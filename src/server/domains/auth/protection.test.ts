import { describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, uniqueEmail } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import {
  MAX_ATTEMPTS_PER_IP,
  MAX_FAILURES_PER_ACCOUNT,
  THROTTLE_WINDOW_MS,
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
  it('locks an account after repeated failures, even for the right password, until the window passes', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(email, PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many sign-in attempts\. Please wait 15 minutes/);
    t.clock.advance(THROTTLE_WINDOW_MS + 1000);
    expect((await login(email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits attempts per IP address across accounts', async () => {
    for (let i = 0; i < MAX_ATTEMPTS_PER_IP; i++) {
      expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.1')).statusCode).toBe(429);
    expect((await login(uniqueEmail(), 'whatever pass', '10.2.0.2')).statusCode).toBe(401);
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
