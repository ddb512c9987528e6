import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSOR_UNAVAILABLE_MESSAGE } from '../../../shared/domain/payment-messages.js';
import { getAs, placeDraft, signInAs, type Session } from '../../../../tests/support/http.js';
import {
  standInStripeConfig,
  useStripeStandIn,
} from '../../../../tests/support/stripe-stand-in.js';
import { testConfig } from '../../../../tests/support/test-app.js';
import { createTestDb, type TestDatabase } from '../../../../tests/support/test-db.js';
import { buildApp } from '../../app.js';
import { payments } from '../../db/schema/index.js';
import { limitProviderCalls } from './providers/call-limit.js';
import { stripeProvider } from './providers/stripe.js';

/** Stripe calls allowed to wait at once here: fewer than the test database's pool of 5. */
const AT_ONCE = 2;

const stand = useStripeStandIn();
let db: TestDatabase;
let app: FastifyInstance;
let alice: Session;

beforeAll(async () => {
  const stripe = standInStripeConfig(stand);
  db = await createTestDb();
  app = await buildApp(testConfig({ stripe }), {
    db: db.db,
    logger: false,
    payments: limitProviderCalls(stripeProvider(stripe), AT_ONCE),
  });
  await app.ready();
  alice = await signInAs(app, db.db, 'applicant');
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const draft = () => placeDraft(app, alice.cookie);

const openCheckout = (submissionId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie: alice.cookie },
    payload: { packageTier: 'core', addOns: [], submissionId },
  });

const chargesOf = async (submissionId: string) =>
  db.db.select().from(payments).where(eq(payments.submissionId, submissionId));

describe('checkout while the card processor fails', () => {
  it('answers 503 with what to do, and keeps no charge', async () => {
    const order = await draft();
    stand.failAnswers(true);
    try {
      const response = await openCheckout(order);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: PROCESSOR_UNAVAILABLE_MESSAGE });
    } finally {
      stand.failAnswers(false);
    }
    expect(await chargesOf(order)).toEqual([]);
    const retried = await openCheckout(order);
    expect(retried.statusCode).toBe(200);
    expect(await chargesOf(order)).toHaveLength(1);
  });
});

// Each checkout waiting on the processor holds a pooled connection: PostgreSQL's pool, not PGlite's
// single connection.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'checkout while the processor is slow',
  () => {
    it('refuses checkouts past the limit at once, while the rest of the app answers', async () => {
      const orders = [await draft(), await draft(), await draft()];
      const release = stand.holdAnswers();
      const before = stand.requests.length;
      let waiting: ReturnType<typeof openCheckout>[] = [];
      try {
        waiting = orders.slice(0, AT_ONCE).map(openCheckout);
        await expect.poll(() => stand.requests.length - before).toBe(AT_ONCE);

        const refused = await openCheckout(orders[AT_ONCE]!);
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ message: PROCESSOR_UNAVAILABLE_MESSAGE });
        expect(stand.requests.length - before).toBe(AT_ONCE);

        // The screens that never touch money still answer while the processor keeps two waiting.
        expect((await getAs(app, '/api/submissions', alice.cookie)).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        release();
      }
      const opened = await Promise.all(waiting);
      expect(opened.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(await chargesOf(orders[AT_ONCE]!)).toEqual([]);
      expect((await openCheckout(orders[AT_ONCE]!)).statusCode).toBe(200);
    });
  },
);
