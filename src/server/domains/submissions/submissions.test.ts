import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, orderEvents, submissions } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { putSetting } from '../settings/settings.js';

const t = useTestApp();

const validBody = {
  packageTier: 'premium',
  targetSchool: 'yale',
  wordCount: 650,
  pastedText: 'I grew up translating for my parents at the county courthouse.',
  intakeAnswers: {
    background: 'First-generation student',
    goals: 'Public interest law',
    highlights: '',
    concerns: null,
    whySchool: 'Clinics',
  },
  addOns: ['rush', 't14_reviewer', 'rush'],
  documentUrl: null,
  applicantId: 'ignored-by-the-server',
};

type Session = Awaited<ReturnType<typeof signInAs>>;
let alice: Session;
let bob: Session;
let reviewer: Session;
let admin: Session;

beforeAll(async () => {
  alice = await signInAs(t.app, t.db.db, 'applicant');
  bob = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await signInAs(t.app, t.db.db, 'reviewer');
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const create = (cookie: string, payload: object = validBody) =>
  t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload });
const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('creating a submission', () => {
  it('creates an unpaid draft owned by the caller, priced from the package and add-ons', async () => {
    const response = await create(alice.cookie);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'draft',
      packageTier: 'premium',
      targetSchool: 'yale',
      wordCount: 650,
      addOns: ['rush', 't14_reviewer'],
      applicantId: alice.user.id,
      submittedAt: null,
      etaAt: null,
      reviewerId: null,
      documentUrl: null,
      totalCents: 89_900 + 9_900 + 14_900,
    });
    expect(body.intakeAnswers).toEqual({
      background: 'First-generation student',
      goals: 'Public interest law',
      highlights: null,
      concerns: null,
      whySchool: 'Clinics',
    });
  });

  it.each([
    [{ targetSchool: undefined }, 'Please select your target school.'],
    [{ pastedText: '  ', documentUrl: null }, 'Please upload a file or paste your text.'],
    [
      { intakeAnswers: { background: ' ', goals: 'x' } },
      'Please complete the required intake questions.',
    ],
    [{ packageTier: 'gold' }, 'Choose a package: basic, core or premium.'],
    [{ addOns: ['free_lunch'] }, 'Unknown add-on.'],
    [{ wordCount: -3 }, 'Word count cannot be negative.'],
  ])('refuses %j with 400 and "%s"', async (change, message) => {
    const response = await create(alice.cookie, { ...validBody, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('names the problems in the order the form checks them, each once; a missing school first', async () => {
    const noStatement = { pastedText: null, documentUrl: null };
    const emptyIntake = { intakeAnswers: { background: ' ', goals: '' } };
    const refusal = async (change: object) =>
      (await create(alice.cookie, { ...validBody, ...change })).json().message;
    expect(await refusal({ ...noStatement, ...emptyIntake })).toBe(
      'Please upload a file or paste your text. Please complete the required intake questions.',
    );
    // A missing school stops the checks beside it, as the form's first refusal does.
    expect(await refusal({ targetSchool: undefined, ...noStatement, ...emptyIntake })).toBe(
      'Please select your target school. Please complete the required intake questions.',
    );
  });

  it('makes one order for one form however often it is sent, and never shows it to another', async () => {
    const id = randomUUID();
    const first = await create(alice.cookie, { ...validBody, id });
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toBe(id);
    // Sent again after its answer was lost: the order it made, not a second one.
    const again = await Promise.all([
      create(alice.cookie, { ...validBody, id }),
      create(alice.cookie, { ...validBody, id, wordCount: 700 }),
    ]);
    expect(again.map((r) => [r.statusCode, r.json().id, r.json().wordCount])).toEqual([
      [201, id, 650],
      [201, id, 650],
    ]);
    expect(await t.db.db.select().from(submissions).where(eq(submissions.id, id))).toHaveLength(1);
    // Two first sends at the same moment (a double click past the pending state): one order.
    const raced = randomUUID();
    const both = await Promise.all(
      [0, 1].map(() => create(alice.cookie, { ...validBody, id: raced })),
    );
    expect(both.map((r) => [r.statusCode, r.json().id])).toEqual([
      [201, raced],
      [201, raced],
    ]);
    expect(await t.db.db.select().from(submissions).where(eq(submissions.id, raced))).toHaveLength(
      1,
    );

    const taken = await create(bob.cookie, { ...validBody, id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This order id is already used. Reload the page and submit again.',
    });
    const malformed = await create(alice.cookie, { ...validBody, id: 'order-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'The order id must be a UUID. Reload the page and submit again.',
    );
  });

  it('accepts only a statement document the applicant uploaded', async () => {
    const [doc] = await t.db.db
      .insert(documents)
      .values({
        ownerId: alice.user.id,
        storageKey: `uploads/test-${Date.now()}`,
        kind: 'statement',
        fileName: 'statement.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        extractedText: 'hello world',
        wordCount: 2,
      })
      .returning();
    const documentUrl = `/api/documents/${doc!.id}`;
    const mine = await create(alice.cookie, { ...validBody, pastedText: null, documentUrl });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      documentUrl,
      document: { fileName: 'statement.pdf', wordCount: 2, sizeBytes: 1234 },
    });
    const theirs = await create(bob.cookie, { ...validBody, pastedText: null, documentUrl });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('The uploaded document was not found. Upload it again.');
  });

  it('is for applicants only and needs a session', async () => {
    expect((await create(reviewer.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: validBody,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is refused with 503 and a clear message in maintenance mode', async () => {
    await putSetting(t.db.db, 'maintenance_mode', true, admin.user.id);
    try {
      const response = await create(alice.cookie);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/New orders are paused/);
      const status = await t.app.inject({ method: 'GET', url: '/api/service-status' });
      expect(status.json()).toMatchObject({ acceptingOrders: false });
    } finally {
      await putSetting(t.db.db, 'maintenance_mode', false, admin.user.id);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/service-status' })).json()).toEqual({
      acceptingOrders: true,
      message: null,
    });
  });
});

describe('reading submissions', () => {
  it("answers 404 for another applicant's order and for unknown ids", async () => {
    const { id } = (await create(alice.cookie)).json();
    expect((await get(alice.cookie, `/api/submissions/${id}`)).statusCode).toBe(200);
    expect((await get(bob.cookie, `/api/submissions/${id}`)).statusCode).toBe(404);
    expect((await get(alice.cookie, '/api/submissions/not-a-uuid')).statusCode).toBe(400);
    const unknown = await get(
      alice.cookie,
      '/api/submissions/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lists only the caller’s own orders, newest first, a page at a time', async () => {
    const carol = await signInAs(t.app, t.db.db, 'applicant');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      ids.push((await create(carol.cookie)).json().id);
    }
    const first = await get(carol.cookie, '/api/submissions?limit=2');
    expect(first.json().map((s: { id: string }) => s.id)).toEqual([ids[4], ids[3]]);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await get(carol.cookie, `/api/submissions?limit=2&cursor=${cursor}`);
    expect(second.json().map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    const third = await get(
      carol.cookie,
      `/api/submissions?limit=2&cursor=${second.headers['x-next-cursor']}`,
    );
    expect(third.json().map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    expect(third.headers['x-next-cursor']).toBeUndefined();
    expect((await get(carol.cookie, '/api/submissions?cursor=garbage')).statusCode).toBe(400);
  });

  it('shows reviewers only queue metadata, never drafts, text or the applicant', async () => {
    const draft = (await create(alice.cookie)).json();
    const queued = (await create(alice.cookie)).json();
    await t.db.db
      .update(submissions)
      .set({ status: 'queued' })
      .where(eq(submissions.id, queued.id));

    const list = (await get(reviewer.cookie, '/api/submissions?limit=100')).json();
    expect(list.find((s: { id: string }) => s.id === draft.id)).toBeUndefined();
    const item = list.find((s: { id: string }) => s.id === queued.id);
    expect(item).toMatchObject({ status: 'queued', packageTier: 'premium', targetSchool: 'yale' });
    expect(item).not.toHaveProperty('pastedText');
    expect(item).not.toHaveProperty('applicantId');
    expect((await get(reviewer.cookie, `/api/submissions/${draft.id}`)).statusCode).toBe(404);
  });

  it("pages a reviewer's own orders and the open queue together, newest first", async () => {
    const me = await signInAs(t.app, t.db.db, 'reviewer');
    const other = await signInAs(t.app, t.db.db, 'reviewer');
    // Newer than every other order here, so they are the list's first rows: own and queued
    // interleaved, and another reviewer's order among them that must not show.
    const plan = [
      { status: 'assigned', reviewerId: me.user.id, at: '2099-01-06T00:00:00Z' },
      { status: 'queued', reviewerId: null, at: '2099-01-05T00:00:00Z' },
      { status: 'assigned', reviewerId: other.user.id, at: '2099-01-04T00:00:00Z' },
      { status: 'queued', reviewerId: null, at: '2099-01-03T00:00:00Z' },
      { status: 'in_review', reviewerId: me.user.id, at: '2099-01-02T00:00:00Z' },
      { status: 'queued', reviewerId: null, at: '2099-01-01T00:00:00Z' },
    ] as const;
    const ids: string[] = [];
    for (const row of plan) {
      const { id } = (await create(alice.cookie)).json();
      await t.db.db
        .update(submissions)
        .set({ status: row.status, reviewerId: row.reviewerId, createdAt: new Date(row.at) })
        .where(eq(submissions.id, id));
      ids.push(id);
    }
    const seen: string[] = [];
    let url = '/api/submissions?limit=2';
    while (seen.length < 5) {
      const page = await get(me.cookie, url);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json().map((s: { id: string }) => s.id));
      url = `/api/submissions?limit=2&cursor=${page.headers['x-next-cursor']}`;
    }
    expect(seen.slice(0, 5)).toEqual([ids[0], ids[1], ids[3], ids[4], ids[5]]);
  });

  it('lists orders without statement text or intake; reading the order gives both', async () => {
    const { id } = (await create(bob.cookie)).json();
    for (const cookie of [bob.cookie, admin.cookie]) {
      const list = await get(cookie, '/api/submissions?limit=50');
      expect(list.statusCode).toBe(200);
      const row = list.json().find((item: { id: string }) => item.id === id);
      expect(row).toMatchObject({ id, applicantId: bob.user.id, totalCents: expect.any(Number) });
      expect(row).not.toHaveProperty('pastedText');
      expect(row).not.toHaveProperty('intakeAnswers');
      expect(list.body).not.toContain(validBody.pastedText);
    }
    expect((await get(bob.cookie, `/api/submissions/${id}`)).json()).toMatchObject({
      pastedText: validBody.pastedText,
      intakeAnswers: { background: 'First-generation student', goals: 'Public interest law' },
    });
  });

  it('shows admins every order in full', async () => {
    const { id } = (await create(bob.cookie)).json();
    const response = await get(admin.cookie, `/api/submissions/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      applicantId: bob.user.id,
      pastedText: validBody.pastedText,
    });
  });
});

describe('adding an add-on to a draft', () => {
  it('adds it once, only to the applicant’s own draft', async () => {
    const { id } = (await create(alice.cookie, { ...validBody, addOns: [] })).json();
    const add = (cookie: string, addOn: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/submissions/${id}/add-ons`,
        headers: { cookie },
        payload: { addOn },
      });
    expect((await add(alice.cookie, 'rush')).json()).toMatchObject({
      addOns: ['rush'],
      totalCents: 89_900 + 9_900,
    });
    const again = await add(alice.cookie, 'rush');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ addOns: ['rush'], totalCents: 89_900 + 9_900 });
    // The event log holds the order's placing and the one change, not the repeated click.
    const draftNotes = await t.db.db
      .select({ note: orderEvents.note })
      .from(orderEvents)
      .where(and(eq(orderEvents.submissionId, id), eq(orderEvents.toStatus, 'draft')))
      .orderBy(orderEvents.createdAt);
    expect(draftNotes.map((event) => event.note)).toEqual([
      null,
      'Changed by the applicant before payment: Premium, with Rush Delivery; total $998.00.',
    ]);
    expect((await add(bob.cookie, 'rush')).statusCode).toBe(404);
    await t.db.db.update(submissions).set({ status: 'queued' }).where(eq(submissions.id, id));
    expect((await add(alice.cookie, 'extra_revision')).statusCode).toBe(409);
  });
});
