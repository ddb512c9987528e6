// Simulated applicants: each signs up, creates an order and pays it with the test card through
// the real API (as tests/e2e/support.ts createPaidOrder does), retrying what fails. What each
// was told is recorded, so checks.mjs can compare it with the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { BrowserClient, expectStatus } from './client.mjs';
import { sleep } from '../lib/ports.mjs';

const PASSWORD = 'a long enough password';
const STATEMENT =
  'I grew up translating court notices for my parents, and that is where I learned that the law is a language people deserve to understand.';

/** The steps that create or pay an order: a kill is timed to cut one of them. */
export const ORDERING_PATHS = [
  '/api/submissions',
  '/api/create-payment-intent',
  '/api/payments/test-mode/confirm',
];

const thinkTime = () => sleep(50 + Math.random() * 350);

async function signUp(client, email) {
  const registered = await client.call('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Jordan',
    lastName: 'Lee',
  });
  // 409: an earlier attempt created the account but its answer was lost; sign in instead.
  if (registered.status === 409) {
    expectStatus(
      await client.call('POST', '/api/auth/login', { email, password: PASSWORD }),
      200,
      'sign in',
    );
  } else {
    expectStatus(registered, 201, 'sign up');
  }
}

/** One applicant's whole visit; `record` keeps what the server told them. */
async function visit(baseUrl, stats, record) {
  const client = new BrowserClient(baseUrl, stats);
  await signUp(client, record.email);
  await thinkTime();
  const order = expectStatus(
    await client.call('POST', '/api/submissions', {
      // The submit form names its order (orderId), so a create sent again after its answer was
      // lost finds the order it made instead of placing a second one.
      id: randomUUID(),
      packageTier: 'core',
      targetSchool: 'stanford',
      wordCount: STATEMENT.split(/\s+/).length,
      pastedText: STATEMENT,
      intakeAnswers: { background: 'Court interpreter.', goals: 'Access to justice.' },
      addOns: [],
    }),
    201,
    'create order',
  );
  record.createdOrderIds.push(order.id);
  await thinkTime();
  const { clientSecret } = expectStatus(
    await client.call('POST', '/api/create-payment-intent', {
      packageTier: 'core',
      addOns: [],
      submissionId: order.id,
    }),
    200,
    'payment intent',
  );
  await thinkTime();
  const confirmed = await client.call('POST', '/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  });
  // 409 "already paid": an earlier attempt was charged but its answer was lost.
  const alreadyPaid = confirmed.status === 409 && /already paid/.test(confirmed.body?.message);
  if (!alreadyPaid) expectStatus(confirmed, 200, 'pay');
  record.paidOrderId = order.id;
}

/**
 * Runs `count` applicants against `baseUrl`, each starting at a random moment within
 * `spreadMs`. Resolves when all are done: [{ email, createdOrderIds, paidOrderId, error }].
 * `stats` counts requests made, failed and retried; `active()` on the result tells how many
 * are still running while it runs.
 */
export function runApplicants({ baseUrl, count, spreadMs, stats, label }) {
  const records = Array.from({ length: count }, (_, i) => ({
    email: `${label}-${i}-${randomBytes(4).toString('hex')}@resilience.test`,
    createdOrderIds: [],
    paidOrderId: null,
    error: null,
  }));
  let running = count;
  const done = Promise.all(
    records.map(async (record) => {
      await sleep(Math.random() * spreadMs);
      try {
        await visit(baseUrl, stats, record);
      } catch (error) {
        record.error = error.message;
      } finally {
        running--;
      }
    }),
  ).then(() => records);
  return { done, active: () => running };
}
