import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/http.js';
import { useTestApp, type TestContext } from '../../../../tests/support/test-app.js';

const LOAD_BALANCER = '10.0.0.254';

/** A sign-in attempt that reached the app through the load balancer. */
const attempt = (t: TestContext, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: uniqueEmail(), password: 'whatever pass' },
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a load balancer with TRUST_PROXY=1', () => {
  const t = useTestApp({ trustProxy: 1, authAttemptsPerIp: 2 });

  it('limits each client address separately', async () => {
    expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.1')).statusCode).toBe(429);
    expect((await attempt(t, '203.0.113.2')).statusCode).toBe(401);
  });

  it('keys on the address the load balancer saw, not one the client wrote itself', async () => {
    for (let i = 0; i < 2; i++) await attempt(t, '203.0.113.9');
    // The client sent "X-Forwarded-For: 198.51.100.7"; the load balancer appended its address.
    expect((await attempt(t, '198.51.100.7, 203.0.113.9')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  const t = useTestApp({ authAttemptsPerIp: 2 });

  it('ignores X-Forwarded-For, so a client cannot spoof its way out of the limit', async () => {
    expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.2')).statusCode).toBe(401);
    expect((await attempt(t, '203.0.113.3')).statusCode).toBe(429);
  });
});
