import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAs } from '../../tests/support/http.js';
import { dbFingerprint } from '../../tests/support/db-fingerprint.js';
import { seedOrder, seedPayment, seedReviewer } from '../../tests/support/seed.js';
import { useTestApp } from '../../tests/support/test-app.js';
import type { DeclaredRoute } from './plugins/access.js';

const t = useTestApp();
// Each run draws a new seed, so coverage adds up across runs; FUZZ_RUNS=2000 for a deep run.
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 150);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
// Validation does not depend on the database: fuzz once, on PostgreSQL when there is one.
const fuzzDatabase = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const cookies: Record<string, string | undefined> = {};
let orderId = '';

beforeAll(async () => {
  const applicant = await signInAs(t.app, t.db.db, 'applicant');
  const reviewer = await seedReviewer(t.app, t.db.db);
  const admin = await signInAs(t.app, t.db.db, 'admin');
  cookies.applicant = applicant.cookie;
  cookies.reviewer = reviewer.cookie;
  cookies.admin = admin.cookie;
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    status: 'in_review',
    reviewerId: reviewer.user.id,
  });
  await seedPayment(t.db.db, order.id);
  orderId = order.id;
});

/** The actor a route is meant for: fuzzing as anyone else only tests the access check. */
function cookieFor(route: DeclaredRoute): string | undefined {
  if (route.access === 'public') return undefined;
  if (route.access === 'signed-in') return cookies.applicant;
  return cookies[route.access[0]!];
}

// Text that has broken servers: NUL, lone surrogates, UUID look-alikes, huge and odd numbers.
const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '------------------------------------',
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffffff',
  "'; drop table users; --",
  '__proto__',
  '9'.repeat(400),
  '1e309',
  '-1',
  ' ',
  'x'.repeat(20_000),
  // A well-formed page cursor whose time PostgreSQL cannot hold.
  Buffer.from(
    JSON.stringify({ t: '0000-01-01T00:00:00Z', id: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11' }),
  ).toString('base64url'),
);
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), nastyText, fc.uuid());
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 53, -(2 ** 31) - 1, 2 ** 31, 1e20, -0, 0),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 12 }), tie('any'), { maxKeys: 4 }),
})).any;

/**
 * The keys a route's zod object schema names (both sides of an intersection, as the order form
 * is), so generated bodies reach its deeper checks.
 */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodIntersection) {
    return [...keysOf(schema.def.left), ...keysOf(schema.def.right)];
  }
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function objectFor(keys: string[]) {
  const known = keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.tuple(known, fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 2 }));
}

function caseFor(route: DeclaredRoute) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const param = fc.oneof(fc.constant(orderId), text);
  const query = objectFor(keysOf(schema.querystring)).map(([known, extra]) => {
    const params = new URLSearchParams();
    for (const [key, v] of Object.entries({ ...extra, ...known })) {
      params.append(key, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return params.toString();
  });
  const body = fc.oneof(
    objectFor(keysOf(schema.body)).map(([known, extra]) => ({ ...extra, ...known })),
    value,
  );
  return fc.record({ param, query, body });
}

/** Percent-encodes a parameter; half a surrogate pair goes as the bytes a broken client sends. */
function encodeParam(param: string): string {
  try {
    return encodeURIComponent(param) || 'x';
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(route: DeclaredRoute, param: string, query: string): string {
  const path = route.url.replaceAll(/:\w+/g, encodeParam(param));
  return query ? `${path}?${query}` : path;
}

// Raw uploads take bytes, not JSON; signing out mid-run would sign the fuzzing actor out.
const notJson = (route: DeclaredRoute) =>
  route.url.startsWith('/api/storage/') || route.url.endsWith('/logout');

describe.runIf(process.env.TEST_DB_KIND === fuzzDatabase)(
  `${RUNS_PER_ENDPOINT} generated bodies, params and queries per JSON endpoint (seed ${seed})`,
  () => {
    it('never answers 5xx, and a run of refused requests writes nothing', async () => {
      const routes = t.app.declaredRoutes.filter((route) => !notJson(route));
      expect(routes.length).toBeGreaterThan(60);
      let requests = 0;
      for (const route of routes) {
        const before = await dbFingerprint(t.db.db);
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(caseFor(route), async ({ param, query, body }) => {
            requests += 1;
            const cookie = cookieFor(route);
            const hasBody = route.method !== 'GET';
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: urlOf(route, param, query),
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(hasBody ? { payload: JSON.stringify(body) } : {}),
            });
            if (response.statusCode < 300) accepted += 1;
            if (response.statusCode >= 500) {
              throw new Error(
                `${route.method} ${route.url} -> ${response.statusCode} ${response.body}`,
              );
            }
          }),
          { numRuns: RUNS_PER_ENDPOINT, seed, endOnFailure: true },
        );
        if (accepted === 0) {
          expect({
            route: `${route.method} ${route.url}`,
            db: await dbFingerprint(t.db.db),
          }).toEqual({
            route: `${route.method} ${route.url}`,
            db: before,
          });
        }
      }
      console.info(`fuzz: ${routes.length} endpoints, ${requests} requests, seed ${seed}`);
    }, 600_000);
  },
);
