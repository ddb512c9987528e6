import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInAs } from '../../tests/support/http.js';
import { useTestApp } from '../../tests/support/test-app.js';
import { isPagePath } from './app.js';

const t = useTestApp();

describe('app basics', () => {
  it('answers /healthz when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nope does not exist.' });
  });

  it('keeps API answers out of every cache unless a route says otherwise', async () => {
    const { cookie } = await signInAs(t.app, t.db.db, 'applicant');
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('private, no-store');
    // The same route under another spelling of its path.
    const spelled = await t.app.inject({
      method: 'GET',
      url: '/%61pi/auth/user',
      headers: { cookie },
    });
    expect(spelled.statusCode).toBe(200);
    expect(spelled.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it("serves the app's page for client routes, never for a missing file or API path", () => {
    for (const page of ['/dashboard', '/orders/3f1c2a4e', '/reset-password?token=a.b']) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const other of [
      '/assets/index-OLD.js',
      '/assets/missing',
      '/favicon-old.png',
      '/api/x',
      '/API/x',
      '/%61pi/x',
    ]) {
      expect(isPagePath(other), other).toBe(false);
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('returns a request id and security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('error handler', () => {
  const s = useTestApp();

  it('sends { message } with the right status and never leaks a 5xx cause', async () => {
    const { buildApp } = await import('./app.js');
    const app = await buildApp(s.deps.config, { db: s.db.db, logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret database password in stack');
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/echo',
        { config: { access: 'public' }, schema: { body: z.object({ n: z.number().int() }) } },
        async (request) => request.body,
      );
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    const bad = await app.inject({ method: 'POST', url: '/api/echo', payload: { n: 1.5 } });
    expect(bad.statusCode).toBe(400);
    // A generic message gets the field's name in front, so a person knows what to fix.
    expect(bad.json().message).toMatch(/^n: .*int/);
    await app.close();
  });
});
