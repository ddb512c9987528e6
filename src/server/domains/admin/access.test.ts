import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { NOT_ADMIN_MESSAGE } from '../../plugins/access.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let reviewer: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await signInAs(t.app, t.db.db, 'reviewer');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every registered route as [method, path], read from Fastify's own route tree. */
function registeredRoutes(): [Method, string][] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: [Method, string][] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth === 0 ? '' : stack[depth - 1]!) + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        routes.push([method as Method, path]);
      }
    }
  }
  return routes;
}

function adminRoutes() {
  return registeredRoutes()
    .filter(([, path]) => path.startsWith('/api/admin/'))
    .map(([method, path]) => [method, path.replaceAll(/:\w+/g, randomUUID())] as const);
}

describe('the /api/admin guard', () => {
  it('finds every admin route in the route tree', () => {
    const paths = adminRoutes().map(
      ([method, path]) => `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/at-risk-orders',
        'GET /api/admin/pending-reviewers',
        'POST /api/admin/reviewer-applications/:id/decision',
        'GET /api/admin/orders',
        'GET /api/admin/orders.csv',
        'GET /api/admin/orders/:id',
        'GET /api/admin/orders/:id/eligible-reviewers',
        'POST /api/admin/orders/:id/reassign',
        'POST /api/admin/orders/:id/contact-reviewer',
        'POST /api/admin/orders/:id/refund',
        'GET /api/admin/reviewers',
        'GET /api/admin/reviewer-summary',
        'POST /api/admin/reviewers/:id/capacity',
        'POST /api/admin/reviewers/:id/activate',
        'POST /api/admin/reviewers/:id/deactivate',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/financials',
        'GET /api/admin/audit-log',
        'GET /api/admin/outbox',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(21);
  });

  it('answers 403 "You don\'t have admin privileges." to applicants and reviewers on every route', async () => {
    for (const session of [applicant, reviewer]) {
      for (const [method, url] of adminRoutes()) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: session.cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect({ method, url, status: response.statusCode }).toEqual({
          method,
          url,
          status: 403,
        });
        expect(response.json()).toEqual({ message: NOT_ADMIN_MESSAGE });
      }
    }
  });

  it('answers 401 with "Unauthorized" when signed out, on every route', async () => {
    for (const [method, url] of adminRoutes()) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json().message).toContain('Unauthorized');
    }
  });

  it('sees through query strings and lets admins through', async () => {
    const withQuery = await t.app.inject({
      url: '/api/admin/orders?limit=5',
      headers: { cookie: reviewer.cookie },
    });
    expect(withQuery.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      url: '/api/admin/stats?x=1',
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    const unknownAsAdmin = await t.app.inject({
      url: '/api/admin/nothing-here',
      headers: { cookie: admin.cookie },
    });
    expect(unknownAsAdmin.statusCode).toBe(404);
  });
});
