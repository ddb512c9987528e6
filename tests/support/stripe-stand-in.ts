import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { StripeConfig } from '../../src/server/config.js';

/**
 * A local stand-in for the few Stripe API calls the app makes (payment intents, their
 * amount, cancelling them, refunds), plus the confirm that Stripe.js makes in the browser,
 * answering as https://docs.stripe.com/api documents, so tests run the real SDK without the
 * internet. Point the SDK at `apiBase`.
 */

type Form = { [key: string]: string | Form };
type StripeObject = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  form: Form;
  idempotencyKey: string | undefined;
  bearer: string | undefined;
}

export interface StripeStandIn {
  apiBase: NonNullable<StripeConfig['apiBase']>;
  /** Every request received, in order (replays included). */
  requests: RecordedRequest[];
  intents: Map<string, StripeObject>;
  refunds: StripeObject[];
  /**
   * Stripe slow to answer: requests from now on wait, recorded, until the returned release is
   * called. Each waits at most as long as the caller's own timeout lets it.
   */
  holdAnswers(): () => void;
  /**
   * Stripe failing on its side (on or off, or for the requests a test picks): each is answered
   * 500 `api_error` with `Stripe-Should-Retry: false`, as Stripe does for a failure the SDK
   * should not repeat.
   */
  failAnswers(failing: boolean | ((request: RecordedRequest) => boolean)): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `metadata[paymentId]=x` -> { metadata: { paymentId: 'x' } }, as Stripe reads form bodies. */
export function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = form;
    for (const segment of path.slice(0, -1)) {
      if (typeof node[segment] !== 'object') node[segment] = {};
      node = node[segment] as Form;
    }
    node[path.at(-1)!] = value;
  }
  return form;
}

const stripeError = (status: number, message: string, extra: StripeObject = {}) => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const missing = (param: string) =>
  stripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const noSuch = (what: string, key: string) =>
  stripeError(404, `No such ${what}: '${key}'`, { code: 'resource_missing', param: 'id' });
const amountOf = (value: string | Form | undefined) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;

/** `expand[0]=charge` asks for the object behind a field instead of its id. */
const expands = (form: Form, field: string) =>
  typeof form.expand === 'object' && Object.values(form.expand).includes(field);

/**
 * The intent's charge as Stripe now has it: what it took and what its refunds gave back in all
 * (`charge.refunded` webhooks carry it).
 */
export function chargeOf(
  state: Pick<StripeStandIn, 'intents' | 'refunds'>,
  intentId: string,
): StripeObject {
  const intent = state.intents.get(intentId)!;
  // A refund the card's bank sent back gave nothing back: its amount can be refunded again.
  const refunded = state.refunds
    .filter(
      (r) => r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled',
    )
    .reduce((sum, r) => sum + (r.amount as number), 0);
  return {
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount_received,
    amount_refunded: refunded,
    payment_intent: intentId,
    refunded: refunded === intent.amount_received,
  };
}

/**
 * The card's bank sends a refund back, days after it was made: the refund turns `failed` with
 * its reason, and the money is in the balance again. Answers the refund as Stripe's
 * `refund.failed` and `charge.refund.updated` events carry it.
 */
export function failRefund(
  state: Pick<StripeStandIn, 'refunds'>,
  refundId: string,
  failureReason = 'expired_or_canceled_card',
): StripeObject {
  const refund = state.refunds.find((r) => r.id === refundId)!;
  refund.status = 'failed';
  refund.failure_reason = failureReason;
  refund.failure_balance_transaction = id('txn');
  return { ...refund };
}

/** Stripe's answer to an operation the intent's status does not allow. */
function unexpectedState(intent: StripeObject, message: string, param?: string) {
  return stripeError(400, message, {
    code: 'payment_intent_unexpected_state',
    ...(param ? { param } : {}),
    payment_intent: intent,
  });
}
const UPDATABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CONFIRMABLE = UPDATABLE;
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

function intentAction(
  intent: StripeObject,
  action: string,
  form: Form,
): { status: number; body: unknown } {
  const status = intent.status as string;
  if (action === 'cancel') {
    if (!CANCELABLE.includes(status)) {
      return unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = Math.floor(Date.now() / 1000);
    intent.cancellation_reason = form.cancellation_reason ?? null;
    return { status: 200, body: intent };
  }
  if (action === 'confirm') {
    if (!CONFIRMABLE.includes(status)) {
      return unexpectedState(
        intent,
        `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
      );
    }
    if (typeof form.payment_method !== 'string') return missing('payment_method');
    // A card payment settles at once: the whole current amount is received.
    intent.payment_method = form.payment_method;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = id('ch');
    return { status: 200, body: intent };
  }
  // Updating: the amount can change only while the intent is not paid or being paid.
  if (form.amount !== undefined) {
    if (!UPDATABLE.includes(status)) {
      return unexpectedState(
        intent,
        `This PaymentIntent's amount could not be updated because it has a status of ${status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
        'amount',
      );
    }
    intent.amount = amountOf(form.amount);
  }
  if (typeof form.metadata === 'object') {
    intent.metadata = { ...(intent.metadata as Form), ...form.metadata };
  }
  return { status: 200, body: intent };
}

function route(
  state: Pick<StripeStandIn, 'intents' | 'refunds'>,
  method: string,
  path: string,
  form: Form,
): { status: number; body: unknown } {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const amount = amountOf(form.amount);
    if (amount === undefined) return missing('amount');
    if (typeof form.currency !== 'string') return missing('currency');
    const intentId = id('pi');
    const intent: StripeObject = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: form.currency,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      canceled_at: null,
      cancellation_reason: null,
      payment_method: null,
      latest_charge: null,
      description: form.description ?? null,
      automatic_payment_methods:
        typeof form.automatic_payment_methods === 'object'
          ? {
              enabled: true,
              allow_redirects: form.automatic_payment_methods.allow_redirects ?? 'always',
            }
          : null,
      metadata: form.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    state.intents.set(intentId, intent);
    return { status: 200, body: intent };
  }
  const onIntent = /^\/v1\/payment_intents\/([\w-]+)(?:\/(cancel|confirm))?$/.exec(path);
  if (method === 'GET' && onIntent && !onIntent[2]) {
    const intent = state.intents.get(onIntent[1]!);
    if (!intent) return noSuch('payment_intent', onIntent[1]!);
    const charged = intent.latest_charge !== null && expands(form, 'latest_charge');
    return {
      status: 200,
      body: charged ? { ...intent, latest_charge: chargeOf(state, intent.id as string) } : intent,
    };
  }
  if (method === 'POST' && onIntent) {
    const intent = state.intents.get(onIntent[1]!);
    if (!intent) return noSuch('payment_intent', onIntent[1]!);
    return intentAction(intent, onIntent[2] ?? 'update', form);
  }
  if (method === 'POST' && path === '/v1/refunds') {
    if (typeof form.payment_intent !== 'string') return missing('payment_intent');
    const intent = state.intents.get(form.payment_intent);
    if (!intent) return noSuch('payment_intent', form.payment_intent);
    const left =
      (intent.amount as number) - (chargeOf(state, intent.id as string).amount_refunded as number);
    const amount = amountOf(form.amount) ?? left;
    if (amount > left) {
      return stripeError(
        400,
        `Refund amount ($${amount / 100}) is greater than unrefunded amount ($${left / 100}).`,
      );
    }
    const refund: StripeObject = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      payment_intent: intent.id,
      reason: form.reason ?? null,
      metadata: form.metadata ?? {},
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    };
    state.refunds.push(refund);
    const charge = expands(form, 'charge') ? chargeOf(state, intent.id as string) : undefined;
    return { status: 200, body: charge ? { ...refund, charge } : refund };
  }
  return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
  const refunds: StripeObject[] = [];
  // Stripe keeps an idempotency key's first answer (per API key) and replays it.
  const replays = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let held: Promise<void> | null = null;
  let failing: boolean | ((request: RecordedRequest) => boolean) = false;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const raw = await readBody(request);
      const [path, query] = (request.url ?? '/').split('?') as [string, string | undefined];
      const method = request.method ?? 'GET';
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      // A GET's parameters (expand[0]=latest_charge) come in its query, as Stripe reads them.
      const form = parseForm(method === 'GET' ? (query ?? '') : raw);
      const recorded = { method, path, form, idempotencyKey, bearer };
      requests.push(recorded);
      if (held) await held;

      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          ...headers,
        });
        response.end(JSON.stringify(body));
      };
      if (!bearer) {
        const { status, body } = stripeError(401, 'You did not provide an API key.');
        return send(status, body);
      }
      if (typeof failing === 'function' ? failing(recorded) : failing) {
        const error = { type: 'api_error', message: 'An unknown error occurred.' };
        return send(500, { error }, { 'stripe-should-retry': 'false' });
      }
      const fingerprint = `${method} ${path} ${raw}`;
      const replayKey = idempotencyKey && `${bearer} ${idempotencyKey}`;
      const earlier = replayKey ? replays.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      }
      const { status, body } = route({ intents, refunds }, method, path, form);
      // Snapshot the answer: later updates to the object must not change a replay.
      const snapshot: unknown = JSON.parse(JSON.stringify(body));
      if (replayKey && method === 'POST')
        replays.set(replayKey, { fingerprint, status, body: snapshot });
      send(status, snapshot);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
    refunds,
    holdAnswers() {
      let release!: () => void;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    failAnswers(on) {
      failing = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The app's Stripe settings pointed at a stand-in: its test keys and `webhookSecret`. */
export function standInStripeConfig(
  stand: StripeStandIn,
  webhookSecret = 'whsec_stand_in',
): StripeConfig {
  return {
    secretKey: 'sk_test_stand_in',
    publishableKey: 'pk_test_stand_in',
    webhookSecret,
    apiBase: stand.apiBase,
  };
}

/**
 * Registers beforeAll/afterAll hooks that run a stand-in for the test file; register it
 * before useTestApp. Read the fields inside tests, not at collection time.
 */
export function useStripeStandIn(): StripeStandIn {
  const context = {} as StripeStandIn;
  beforeAll(async () => {
    Object.assign(context, await startStripeStandIn());
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/**
 * What Stripe.js does when the payer completes the Payment Element: confirms the intent with a
 * test card (pm_card_visa succeeds), at whatever amount the intent has now. Returns the intent,
 * as payment_intent.succeeded then carries it, or throws Stripe's error.
 */
export async function confirmInBrowser(
  stand: StripeStandIn,
  intentId: string,
): Promise<Stripe.PaymentIntent> {
  const stripe = new Stripe('sk_test_stand_in', { maxNetworkRetries: 0, ...stand.apiBase });
  return stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
}

/**
 * A refund made in Stripe's dashboard: Stripe takes it, and answers the charge as its
 * `charge.refunded` webhook then carries it.
 */
export async function refundInDashboard(
  stand: StripeStandIn,
  intentId: string,
  amountCents: number,
): Promise<{ refund: Stripe.Refund; charge: Record<string, unknown> }> {
  const stripe = new Stripe('sk_test_stand_in', { maxNetworkRetries: 0, ...stand.apiBase });
  const refund = await stripe.refunds.create({ payment_intent: intentId, amount: amountCents });
  return { refund, charge: chargeOf(stand, intentId) };
}

/** An event as Stripe posts it to a webhook endpoint, signed with the SDK's own test helper. */
export function signedStripeEvent(
  type: string,
  object: object,
  opts: { id?: string; secret: string },
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: opts.id ?? id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret });
  return { payload, signature };
}
