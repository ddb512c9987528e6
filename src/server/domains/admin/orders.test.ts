import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../shared/domain/order-number.js';
import {
  messages,
  orderEvents,
  refunds,
  reviewRatings,
  reviews,
  submissions,
  users,
} from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedPayment, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { csvField } from './orders-csv.js';
import { allOrders } from './orders-query.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let ada: Session;
let tricky: Session;
let reviewer: Session;

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  ada = await signInAs(t.app, t.db.db, 'applicant', 'ada.lovelace@example.com');
  tricky = await signInAs(t.app, t.db.db, 'applicant');
  // A comma, quotes and a spreadsheet formula in the name; a LIKE wildcard in the email.
  await t.db.db
    .update(users)
    .set({ firstName: '=SUM(1,2)', lastName: 'O"Brien', email: 'o_brien%@example.org' })
    .where(eq(users.id, tricky.user.id));
  reviewer = await seedReviewer(t.app, t.db.db);
});

beforeEach(async () => {
  await t.db.db.delete(submissions);
});

const get = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });
/** The ids of the orders a search for `q` finds, in the list's order. */
const searchIds = async (q: string) =>
  (await get(`/api/admin/orders?q=${encodeURIComponent(q)}`))
    .json()
    .items.map((o: { id: string }) => o.id);
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));

async function seedThree() {
  const oldest = await seedOrder(t.db.db, { applicantId: ada.user.id, paidAt: day(1) });
  const middle = await seedOrder(t.db.db, {
    applicantId: tricky.user.id,
    paidAt: day(2),
    packageTier: 'premium',
    addOns: ['rush', 't14_reviewer'],
    status: 'assigned',
    reviewerId: reviewer.user.id,
  });
  const newest = await seedOrder(t.db.db, {
    applicantId: ada.user.id,
    paidAt: day(3),
    packageTier: 'basic',
    status: 'completed',
  });
  return { oldest, middle, newest };
}

describe('GET /api/admin/orders', () => {
  it('lists orders newest first, page by page, with applicant, reviewer and total', async () => {
    const { oldest, middle, newest } = await seedThree();
    await seedOrder(t.db.db, { applicantId: ada.user.id, status: 'draft', paidAt: day(4) });
    const first = (await get('/api/admin/orders?limit=2')).json();
    expect(first.items.map((o: { id: string }) => o.id)).toEqual([newest.id, middle.id]);
    expect(first.items[1]).toEqual({
      id: middle.id,
      orderNumber: orderNumber(middle.id),
      applicantName: '=SUM(1,2) O"Brien',
      applicantEmail: 'o_brien%@example.org',
      applicantId: tricky.user.id,
      packageTier: 'premium',
      addOns: ['rush', 't14_reviewer'],
      status: 'assigned',
      reviewerName: 'Test reviewer',
      reviewerId: reviewer.user.id,
      etaAt: middle.etaAt!.toISOString(),
      submittedAt: day(2).toISOString(),
      totalCents: 89_900 + 9_900 + 14_900,
      createdAt: day(2).toISOString(),
    });
    const second = (await get(`/api/admin/orders?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((o: { id: string }) => o.id)).toEqual([oldest.id]);
    expect(second.nextCursor).toBeNull();
    // Unpaid drafts only when asked for.
    const drafts = (await get('/api/admin/orders?status=draft')).json();
    expect(drafts.items).toHaveLength(1);
    expect((await get('/api/admin/orders?cursor=nonsense')).statusCode).toBe(400);
  });

  it('filters by status, package and reviewer; empty values mean "all"', async () => {
    const { middle, newest } = await seedThree();
    const ids = async (query: string) =>
      (await get(`/api/admin/orders?${query}`)).json().items.map((o: { id: string }) => o.id);
    expect(await ids('status=completed')).toEqual([newest.id]);
    expect(await ids('package=premium')).toEqual([middle.id]);
    expect(await ids(`reviewerId=${reviewer.user.id}`)).toEqual([middle.id]);
    expect(await ids('status=&package=&q=')).toHaveLength(3);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);
  });

  it("lists one applicant's orders, not those of an address that contains theirs", async () => {
    const { oldest, newest } = await seedThree();
    const adaInAnotherAddress = await signInAs(
      t.app,
      t.db.db,
      'applicant',
      'xada.lovelace@example.com',
    );
    const theirs = await seedOrder(t.db.db, {
      applicantId: adaInAnotherAddress.user.id,
      paidAt: day(4),
    });
    const ids = async (query: string) =>
      (await get(`/api/admin/orders?${query}`)).json().items.map((o: { id: string }) => o.id);
    expect(await searchIds('ada.lovelace@example.com')).toEqual([theirs.id, newest.id, oldest.id]);
    expect(await ids(`applicantId=${ada.user.id}`)).toEqual([newest.id, oldest.id]);
    expect(await ids(`applicantId=${ada.user.id}&status=completed`)).toEqual([newest.id]);
    const csv = await get(`/api/admin/orders.csv?applicantId=${ada.user.id}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([newest.id, oldest.id]);
    const wrong = await get('/api/admin/orders?applicantId=ada');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Unknown applicant.');
  });

  it('searches by order number (any case, with or without #) and by email substring', async () => {
    const { oldest, middle, newest } = await seedThree();
    const number = orderNumber(middle.id);
    expect(await searchIds(number)).toContain(middle.id);
    expect(await searchIds(`#${number.toLowerCase()}`)).toContain(middle.id);
    expect(await searchIds(middle.id)).toEqual([middle.id]);
    expect(await searchIds('LOVELACE@')).toEqual([newest.id, oldest.id]);
    // LIKE wildcards are literal: '%' matches only the address that contains one.
    expect(await searchIds('%@')).toEqual([middle.id]);
    expect(await searchIds('nobody-here')).toEqual([]);
  });

  it('finds a whole address, or the text around its @, wherever it stands in the email', async () => {
    const { oldest, middle, newest } = await seedThree();
    const ada = [newest.id, oldest.id];
    expect(await searchIds('ada.lovelace@example.com')).toEqual(ada);
    expect(await searchIds(' Ada.Lovelace@EXAMPLE.com ')).toEqual(ada);
    // The local part's end and the domain's start, and wildcards taken as written.
    expect(await searchIds('lovelace@example.c')).toEqual(ada);
    expect(await searchIds('e@e')).toEqual(ada);
    expect(await searchIds('n%@example.org')).toEqual([middle.id]);
    expect(await searchIds('_brien%@')).toEqual([middle.id]);
    // Text on both sides of the @ must both match, and an address holds a single @.
    expect(await searchIds('lovelace@example.org')).toEqual([]);
    expect(await searchIds('xada.lovelace@example.com')).toEqual([]);
    expect(await searchIds('ada@lovelace@example.com')).toEqual([]);
    expect(await searchIds('b_rien%@')).toEqual([]);
  });
});

describe('a reviewer without a first name', () => {
  it("is named by last name or email in the orders list and on the applicant's own orders", async () => {
    const unnamed = await seedReviewer(t.app, t.db.db);
    const setName = (lastName: string | null) =>
      t.db.db.update(users).set({ firstName: null, lastName }).where(eq(users.id, unnamed.user.id));
    await setName('Marshall');
    await seedOrder(t.db.db, {
      applicantId: ada.user.id,
      status: 'assigned',
      reviewerId: unnamed.user.id,
    });
    const listed = async () => (await get('/api/admin/orders')).json().items[0].reviewerName;
    expect(await listed()).toBe('Marshall');
    const mine = await t.app.inject({ url: '/api/submissions', headers: { cookie: ada.cookie } });
    expect(mine.json()[0].reviewer).toEqual({ firstName: null, lastName: 'Marshall' });
    await setName(null);
    expect(await listed()).toBe(unnamed.user.email);
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('keeps a field whole in spreadsheets whose lists are split by semicolons', () => {
    // Split at `;` with the quotes ignored, no piece may start a formula.
    expect(csvField('Lee;=HYPERLINK("http://evil.test")')).toBe(
      `"Lee;'=HYPERLINK(""http://evil.test"")"`,
    );
    expect(csvField('Lee\n@SUM(A1)')).toBe(`"Lee\n'@SUM(A1)"`);
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('\t-2')).toBe("'\t'-2");
    expect(csvField('Plain')).toBe('Plain');
  });

  it('streams every matching order as an escaped CSV attachment', async () => {
    const { oldest, middle, newest } = await seedThree();
    const response = await get('/api/admin/orders.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-11-02.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Order Number,Status,Package,Add-ons,Applicant,Applicant Email,Reviewer,Submitted At,Due At,Total (USD),Created At',
    );
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
      newest.id,
      middle.id,
      oldest.id,
    ]);
    expect(lines[4]).toBe('');
    expect(lines[2]).toContain(
      `${middle.id},${orderNumber(middle.id)},assigned,premium,"Rush Delivery; T14 Reviewer Match","'=SUM(1,2) O""Brien",o_brien%@example.org,Test reviewer,`,
    );
    expect(lines[2]).toContain(',1147.00,');
    const filtered = await get('/api/admin/orders.csv?package=basic');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('reads every page of a long export', async () => {
    for (let i = 0; i < 5; i++)
      await seedOrder(t.db.db, { applicantId: ada.user.id, paidAt: day(i + 1) });
    const seen: string[] = [];
    for await (const row of allOrders(t.db.db, {}, 2)) seen.push(row.createdAt);
    expect(seen).toEqual([5, 4, 3, 2, 1].map((n) => day(n).toISOString()));
  });

  it("names each order's reviewer on every page of an export, as the list does", async () => {
    const other = await seedReviewer(t.app, t.db.db);
    // Named by email: no name on file.
    await t.db.db
      .update(users)
      .set({ firstName: null, lastName: null })
      .where(eq(users.id, other.user.id));
    // Newest first in pages of two: the second reviewer is first met on the second page.
    const reviewers = [other, reviewer, other, null, reviewer];
    for (const [i, assigned] of reviewers.entries()) {
      await seedOrder(t.db.db, {
        applicantId: ada.user.id,
        paidAt: day(i + 1),
        status: assigned ? 'assigned' : 'queued',
        reviewerId: assigned?.user.id ?? null,
      });
    }
    const exported: [string, string | null][] = [];
    for await (const row of allOrders(t.db.db, {}, 2)) exported.push([row.id, row.reviewerName]);
    expect(exported.map(([, name]) => name)).toEqual([
      'Test reviewer',
      null,
      other.user.email,
      'Test reviewer',
      other.user.email,
    ]);
    const listed = (await get('/api/admin/orders')).json().items;
    expect(exported).toEqual(
      listed.map((o: { id: string; reviewerName: string | null }) => [o.id, o.reviewerName]),
    );
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the whole order: people, event log, payments with refunds, thread, rounds', async () => {
    const order = await seedOrder(t.db.db, {
      applicantId: ada.user.id,
      status: 'feedback_ready',
      reviewerId: reviewer.user.id,
    });
    await t.db.db.insert(orderEvents).values([
      { submissionId: order.id, fromStatus: 'draft', toStatus: 'queued', createdAt: day(2) },
      {
        submissionId: order.id,
        actorId: reviewer.user.id,
        fromStatus: 'queued',
        toStatus: 'assigned',
        createdAt: day(3),
      },
    ]);
    const payment = await seedPayment(t.db.db, order.id, 29_900, {
      refundedCents: 1_000,
      succeededAt: day(2),
    });
    await t.db.db.insert(refunds).values({
      paymentId: payment.id,
      submissionId: order.id,
      amountCents: 1_000,
      reason: 'goodwill',
      actorId: admin.user.id,
      createdAt: day(4),
    });
    await t.db.db
      .insert(messages)
      .values({ submissionId: order.id, authorId: ada.user.id, body: 'Hello', createdAt: day(3) });
    const [round] = await t.db.db
      .insert(reviews)
      .values({
        submissionId: order.id,
        reviewerId: reviewer.user.id,
        round: 1,
        summaryMemo: 'Strong opening.',
        rubricScores: { clarity: 4, structure: 4, voice: 5, authenticity: 5, ethics: 5 },
        submittedAt: day(4),
      })
      .returning();
    await t.db.db.insert(reviewRatings).values({ reviewId: round!.id, rating: 5 });

    const detail = (await get(`/api/admin/orders/${order.id}`)).json();
    expect(detail.order).toMatchObject({
      id: order.id,
      orderNumber: orderNumber(order.id),
      status: 'feedback_ready',
      totalCents: 29_900,
      round: 1,
    });
    expect(detail.applicant).toEqual({
      id: ada.user.id,
      name: 'Test applicant',
      email: 'ada.lovelace@example.com',
    });
    expect(detail.reviewer).toMatchObject({ id: reviewer.user.id, lawSchool: 'Yale Law School' });
    expect(detail.events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'queued',
      'assigned',
    ]);
    expect(detail.events[1].actorName).toBe('Test reviewer');
    expect(detail.payments[0]).toMatchObject({ amountCents: 29_900, refundedCents: 1_000 });
    expect(detail.payments[0].refunds[0]).toMatchObject({
      reason: 'goodwill',
      actorName: 'Test admin',
    });
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refundableCents).toBe(28_900);
    expect(detail.messages.map((m: { body: string }) => m.body)).toEqual(['Hello']);
    expect(detail.documents).toEqual([]);
    expect(detail.reviews[0]).toMatchObject({ round: 1, rating: { rating: 5, comment: null } });
  });

  it('answers 404 for an unknown order', async () => {
    const missing = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
