import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../shared/domain/roles.js';
import { signInAs } from '../../tests/support/http.js';
import { dbFingerprint } from '../../tests/support/db-fingerprint.js';
import { rawRequest } from '../../tests/support/raw-http.js';
import { seedOrder, seedReviewer } from '../../tests/support/seed.js';
import { useTestApp } from '../../tests/support/test-app.js';
import { registerRouteAccess, type DeclaredRoute } from './plugins/access.js';

const t = useTestApp();

interface Actor {
  name: string;
  role: Role | null;
  cookie?: string;
  /** Takes part in the seeded order (its applicant or its assigned reviewer). */
  participant: boolean;
}

let port = 0;
let actors: Actor[] = [];
let orderId = '';
let reviewerId = '';

beforeAll(async () => {
  const applicantA = await signInAs(t.app, t.db.db, 'applicant');
  const applicantB = await signInAs(t.app, t.db.db, 'applicant');
  const assigned = await seedReviewer(t.app, t.db.db);
  const unassigned = await seedReviewer(t.app, t.db.db);
  const admin = await signInAs(t.app, t.db.db, 'admin');
  reviewerId = assigned.user.id;
  orderId = (
    await seedOrder(t.db.db, {
      applicantId: applicantA.user.id,
      status: 'in_review',
      reviewerId,
    })
  ).id;
  actors = [
    { name: 'signed out', role: null, participant: false },
    { name: 'applicant A', role: 'applicant', cookie: applicantA.cookie, participant: true },
    { name: 'applicant B', role: 'applicant', cookie: applicantB.cookie, participant: false },
    { name: 'assigned reviewer', role: 'reviewer', cookie: assigned.cookie, participant: true },
    { name: 'other reviewer', role: 'reviewer', cookie: unassigned.cookie, participant: false },
    { name: 'admin', role: 'admin', cookie: admin.cookie, participant: true },
  ];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * The reviewed policy of every route. A route added, removed or changed fails here until its
 * policy is written down, so a wrong declaration cannot pass as a right one.
 */
const REVIEWED_POLICIES: Record<string, string[]> = {
  public: [
    'GET /healthz',
    'GET /api/auth/options',
    'POST /api/auth/login',
    'POST /api/auth/register',
    'POST /api/auth/logout',
    'GET /api/login',
    'GET /api/logout',
    'POST /api/auth/password-reset/request',
    'POST /api/auth/password-reset/confirm',
    'POST /api/auth/admin-setup',
    'PUT /api/storage/uploads/:id',
    'GET /api/storage/documents/:id',
    'POST /api/support/contact',
    'GET /api/service-status',
    'GET /api/payments/config',
  ],
  'signed-in': [
    'GET /api/auth/user',
    'PATCH /api/auth/user',
    'POST /api/auth/password',
    'POST /api/objects/upload',
    'PUT /api/documents',
    'GET /api/documents/:id',
    'GET /api/documents/:id/download',
    'GET /api/submissions',
    'GET /api/submissions/:id',
    'GET /api/notifications',
    'POST /api/notifications/read',
    'POST /api/reviewer-applications',
    'GET /api/reviewer-applications/mine',
    'GET /api/submissions/:id/results',
    'GET /api/submissions/:id/results.pdf',
    'GET /api/submissions/:id/results.docx',
    'GET /api/submissions/:id/messages',
    'POST /api/submissions/:id/messages',
  ],
  applicant: [
    'POST /api/submissions',
    'PUT /api/submissions/:id',
    'POST /api/submissions/:id/add-ons',
    'POST /api/submissions/:id/rating',
    'POST /api/submissions/:id/complete',
    'POST /api/submissions/:id/revision',
    'POST /api/create-payment-intent',
    'POST /api/submissions/:id/add-on-intent',
    'GET /api/submissions/:id/receipts',
    'POST /api/payments/test-mode/confirm',
  ],
  reviewer: [
    'GET /api/reviewer/queue',
    'GET /api/reviewer/assignments',
    'GET /api/reviewer/stats',
    'GET /api/reviewer/earnings',
    'GET /api/reviewer/availability',
    'PUT /api/reviewer/availability',
    'POST /api/submissions/:id/accept',
    'POST /api/submissions/:id/release',
    'GET /api/reviews/workspace/:id',
    'POST /api/reviews/workspace/:id/start',
    'PUT /api/reviews/draft',
    'POST /api/reviews',
  ],
  admin: [
    'GET /api/admin/pending-reviewers',
    'POST /api/admin/reviewer-applications/:id/decision',
    'GET /api/admin/stats',
    'GET /api/admin/at-risk-orders',
    'GET /api/admin/financials',
    'GET /api/admin/settings',
    'PUT /api/admin/settings',
    'GET /api/admin/audit-log',
    'GET /api/admin/outbox',
    'GET /api/admin/orders',
    'GET /api/admin/orders.csv',
    'GET /api/admin/orders/:id',
    'GET /api/admin/orders/:id/eligible-reviewers',
    'POST /api/admin/orders/:id/reassign',
    'POST /api/admin/orders/:id/contact-reviewer',
    'POST /api/admin/orders/:id/refund',
    'GET /api/admin/reviewers',
    'GET /api/admin/reviewer-names',
    'GET /api/admin/reviewer-summary',
    'POST /api/admin/reviewers/:id/capacity',
    'POST /api/admin/reviewers/:id/activate',
    'POST /api/admin/reviewers/:id/deactivate',
  ],
};

/** Fills a route's parameters: the seeded order, its reviewer, or an id that exists nowhere. */
function concretePath(url: string): string {
  if (url.startsWith('/api/admin/reviewers/')) return url.replace(':id', reviewerId);
  if (url.includes('/submissions/') || url.includes('/orders/') || url.includes('/workspace/')) {
    return url.replaceAll(/:\w+/g, orderId);
  }
  return url.replaceAll(/:\w+/g, randomUUID());
}

const UUID = /^[0-9a-f-]{36}$/;
const encodeFirstLetter = (segment: string) =>
  `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

/** The same route under the spellings a router may decode or fold to it. */
function spellingsOf(path: string): string[] {
  const segments = path.split('/');
  const named = segments.map((s, i) => (i > 0 && s && !UUID.test(s) ? i : -1)).filter((i) => i > 0);
  const withSegment = (index: number, change: (s: string) => string) =>
    segments.map((s, i) => (i === index ? change(s) : s)).join('/');
  const encodedApi = withSegment(1, encodeFirstLetter);
  const encodedLast = withSegment(named.at(-1)!, encodeFirstLetter);
  return [
    path,
    encodedApi,
    encodedLast,
    withSegment(
      named[1] ?? 1,
      (s) => `${s.slice(0, -1)}%${s.charCodeAt(s.length - 1).toString(16)}`,
    ),
    segments.map((s, i) => (named.includes(i) ? s.toUpperCase() : s)).join('/'),
    withSegment(1, (s) => s.charAt(0).toUpperCase() + s.slice(1)),
    `${path}/`,
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/api/x/../'),
    `http://127.0.0.1:${port}${encodedLast}`,
    `http://127.0.0.1:${port}${path}`,
  ].filter((spelling, i, all) => all.indexOf(spelling) === i);
}

function roleMayCall(access: DeclaredRoute['access'], actor: Actor): boolean {
  if (access === 'public') return true;
  if (!actor.role) return false;
  return access === 'signed-in' || access.includes(actor.role);
}

describe('who may call each route, under every spelling of its path', () => {
  it('declares an access policy on every /api route in the route table', () => {
    const declared = t.app.declaredRoutes;
    expect(declared.length).toBeGreaterThanOrEqual(60);
    for (const route of declared) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
      if (route.url.startsWith('/api/admin')) expect(route.access).toEqual(['admin']);
    }
  });

  it('declares exactly the reviewed policy on every route', () => {
    const declared: Record<string, string[]> = {};
    for (const route of t.app.declaredRoutes) {
      const key = typeof route.access === 'string' ? route.access : route.access.join(',');
      (declared[key] ??= []).push(`${route.method} ${route.url}`);
    }
    expect(declared).toEqual(REVIEWED_POLICIES);
  });

  it('refuses to start an app with an /api route that declares no policy', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    app.get('/healthz', async () => 'ok');
    expect(() => app.get('/api/forgotten', async () => 'secret')).toThrow(
      'GET /api/forgotten declares no access policy.',
    );
    await app.close();
  });

  it('gives no actor what its role or its part in the order does not allow', async () => {
    const before = await dbFingerprint(t.db.db);
    const admitted: string[] = [];
    let checked = 0;
    const combinations = new Set<string>();
    for (const route of t.app.declaredRoutes) {
      const path = concretePath(route.url);
      const aboutOrder = path.includes(orderId);
      for (const actor of actors) {
        const byRole = roleMayCall(route.access, actor);
        // Public routes answer everyone; a permitted role still needs a part in the order.
        const refused = !byRole || (route.access !== 'public' && aboutOrder && !actor.participant);
        if (!refused) continue;
        combinations.add(`${route.method} ${route.url} ${actor.name}`);
        for (const [index, spelling] of spellingsOf(path).entries()) {
          const response = await rawRequest(
            port,
            route.method,
            spelling,
            actor.cookie ? { cookie: actor.cookie, origin: `http://127.0.0.1:${port}` } : {},
            route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
          );
          checked += 1;
          const expected = !byRole ? (actor.role ? [403] : [401]) : [400, 403, 404, 409];
          // Other spellings either reach the route (and its policy) or no route at all.
          const allowed = index === 0 ? expected : [...expected, 404];
          if (!allowed.includes(response.status)) {
            admitted.push(
              `${actor.name}: ${route.method} ${spelling} -> ${response.status} ${response.body.slice(0, 300)}`,
            );
          }
        }
      }
    }
    expect(admitted).toEqual([]);
    expect(await dbFingerprint(t.db.db)).toBe(before);
    expect(combinations.size).toBeGreaterThan(150);
    expect(checked).toBeGreaterThan(1500);
    console.info(
      `access matrix: ${t.app.declaredRoutes.length} routes, ${combinations.size} refused route x actor pairs, ${checked} requests`,
    );
  }, 300_000);

  afterAll(() => {
    actors = [];
  });
});
