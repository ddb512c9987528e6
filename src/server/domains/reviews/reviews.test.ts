import { and, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  orderEvents,
  outboxEmails,
  reviewRatings,
  reviews,
  submissions,
} from '../../db/schema/index.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { MAX_REVISION_NOTE_CHARS } from '../../../shared/domain/text-limits.js';
import { signInAs } from '../../../../tests/support/http.js';
import { holdRowLock } from '../../../../tests/support/lock-waits.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { ROUND_CHANGED_ELSEWHERE } from './round-editors.js';

const t = useTestApp({ publicUrl: 'http://app.test' });
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let reviewer: Session;
let otherReviewer: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
  otherReviewer = await seedReviewer(t.app, t.db.db);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };
const statement = 'When I was twelve, I started translating leases for neighbours.';

async function assignedOrder(addOns: ('extra_revision' | 'rush')[] = [], taker = reviewer) {
  const order = await seedOrder(t.db.db, {
    applicantId: applicant.user.id,
    addOns,
    pastedText: statement,
  });
  expect((await call('POST', `/api/submissions/${order.id}/accept`, taker.cookie)).statusCode).toBe(
    200,
  );
  return order.id;
}
const status = async (id: string) =>
  (await t.db.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

describe('the reviewer workspace', () => {
  it('opens only for the assigned reviewer and starts the review', async () => {
    const id = await assignedOrder();
    expect(
      (await call('GET', `/api/reviews/workspace/${id}`, otherReviewer.cookie)).statusCode,
    ).toBe(404);
    const workspace = await call('GET', `/api/reviews/workspace/${id}`, reviewer.cookie);
    expect(workspace.json()).toMatchObject({ statementText: statement, rounds: [] });
    const start = (cookie: string) => call('POST', `/api/reviews/workspace/${id}/start`, cookie);
    expect((await start(otherReviewer.cookie)).statusCode).toBe(404);
    expect((await status(id)).status).toBe('assigned');
    expect((await start(reviewer.cookie)).statusCode).toBe(200);
    expect((await status(id)).status).toBe('in_review');
    // Opening it again changes nothing; someone else still gets 404.
    expect((await start(reviewer.cookie)).statusCode).toBe(200);
    expect((await start(otherReviewer.cookie)).statusCode).toBe(404);
    const events = await t.db.db.select().from(orderEvents).where(eq(orderEvents.submissionId, id));
    expect(events.filter((event) => event.toStatus === 'in_review')).toHaveLength(1);
  });

  it('saves a draft with anchored comments that a reload finds', async () => {
    const id = await assignedOrder();
    const draft = {
      submissionId: id,
      summaryMemo: 'Strong opening; tighten the ending.',
      rubricScores: rubric,
      inlineComments: 'Paragraph 2 drifts.',
      annotatedDocumentUrl: null,
      anchoredComments: [
        { startOffset: 0, endOffset: 17, quote: 'When I was twelve', body: 'Vivid start.' },
      ],
    };
    expect((await call('PUT', '/api/reviews/draft', reviewer.cookie, draft)).statusCode).toBe(200);
    expect((await status(id)).status).toBe('in_review');
    const again = {
      ...draft,
      summaryMemo: 'Updated memo',
      anchoredComments: [
        ...draft.anchoredComments,
        {
          startOffset: 19,
          endOffset: 62,
          quote: 'I started translating leases for neighbours',
          body: 'Show, do not tell.',
        },
      ],
    };
    await call('PUT', '/api/reviews/draft', reviewer.cookie, again);
    const rounds = (await call('GET', `/api/reviews/workspace/${id}`, reviewer.cookie)).json()
      .rounds;
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      round: 1,
      summaryMemo: 'Updated memo',
      submittedAt: null,
      rubricScores: rubric,
    });
    expect(rounds[0].anchoredComments.map((c: { body: string }) => c.body)).toEqual([
      'Vivid start.',
      'Show, do not tell.',
    ]);
    expect((await call('PUT', '/api/reviews/draft', otherReviewer.cookie, draft)).statusCode).toBe(
      404,
    );
  });

  it('refuses an empty memo and rubric scores outside 1-5 with messages', async () => {
    const id = await assignedOrder();
    const empty = await call('POST', '/api/reviews', reviewer.cookie, {
      submissionId: id,
      summaryMemo: '   ',
      rubricScores: rubric,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please provide a summary memo before submitting.');
    const bad = await call('POST', '/api/reviews', reviewer.cookie, {
      submissionId: id,
      summaryMemo: 'ok',
      rubricScores: { ...rubric, voice: 6, ethics: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The voice score must be from 1 to 5.');
    expect(bad.json().message).toContain('The ethics score must be from 1 to 5.');
  });

  it('refuses a tab that would write over what another tab saved since it opened', async () => {
    const writer = await seedReviewer(t.app, t.db.db);
    const id = await assignedOrder([], writer);
    const [tabA, tabB] = [randomUUID(), randomUUID()];
    const save = (tab: string, revision: number, basedOn: string | null, summaryMemo: string) =>
      call('PUT', '/api/reviews/draft', writer.cookie, {
        submissionId: id,
        summaryMemo,
        rubricScores: rubric,
        editor: { tab, revision, basedOn },
      });
    const memo = async () => {
      const workspace = (await call('GET', `/api/reviews/workspace/${id}`, writer.cookie)).json();
      const round = workspace.rounds.at(-1);
      return { text: round.summaryMemo as string, updatedAt: round.updatedAt as string };
    };

    // Both tabs opened the workspace before anything was saved.
    expect((await save(tabA, 1, null, 'Written in A')).statusCode).toBe(200);
    t.clock.advance(1000);
    const stale = await save(tabB, 4, null, 'Written in B');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ROUND_CHANGED_ELSEWHERE);
    expect((await memo()).text).toBe('Written in A');

    // Reloaded, tab B builds on what A saved; then A is the one behind.
    const loaded = await memo();
    expect((await save(tabB, 0, loaded.updatedAt, 'B, after reloading')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await save(tabA, 2, null, 'A again')).statusCode).toBe(409);
    // A tab's older save arriving after its newer one changes nothing.
    expect((await save(tabB, 3, loaded.updatedAt, 'B, newest')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await save(tabB, 2, loaded.updatedAt, 'B, late and older')).statusCode).toBe(200);
    expect((await memo()).text).toBe('B, newest');
  });

  it('answers a delivery sent again after its answer was lost as the first, and only that one', async () => {
    const writer = await seedReviewer(t.app, t.db.db);
    const id = await assignedOrder(['extra_revision'], writer);
    const [tab, otherTab] = [randomUUID(), randomUUID()];
    const deliver = (editor: { tab: string; revision: number }) =>
      call('POST', '/api/reviews', writer.cookie, {
        submissionId: id,
        summaryMemo: 'Delivered once',
        rubricScores: rubric,
        editor: { ...editor, basedOn: null },
      });
    expect((await deliver({ tab, revision: 3 })).statusCode).toBe(201);
    // The same tab's same save again: the round is delivered, as the page is told.
    expect((await deliver({ tab, revision: 3 })).statusCode).toBe(201);
    // Anything else is another delivery of a round that went out.
    expect((await deliver({ tab, revision: 4 })).statusCode).toBe(409);
    expect((await deliver({ tab: otherTab, revision: 3 })).statusCode).toBe(409);
    const told = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, applicant.user.email));
    const ready = `Your feedback is ready for order #${orderNumber(id)}`;
    expect(told.filter((mail) => mail.subject.startsWith(ready))).toHaveLength(1);
    expect((await status(id)).status).toBe('feedback_ready');

    // Sent again once the applicant asked for round 2, it is still round 1's: round 2 waits.
    const revision = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look at the ending.',
      draftText: 'A second draft.',
    });
    expect(revision.statusCode).toBe(200);
    expect((await deliver({ tab, revision: 3 })).statusCode).toBe(201);
    expect(await status(id)).toMatchObject({ round: 2, status: 'in_review' });
    const delivered = await t.db.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.submissionId, id), isNotNull(reviews.submittedAt)));
    expect(delivered.map((round) => round.round)).toEqual([1]);
  });
});

describe('delivery, results and revisions', () => {
  it('delivers once per round, emails the applicant, and runs a revision round to completion', async () => {
    const id = await assignedOrder(['extra_revision']);
    const submit = (memo: string, scores = rubric) =>
      call('POST', '/api/reviews', reviewer.cookie, {
        submissionId: id,
        summaryMemo: memo,
        rubricScores: scores,
        annotatedDocumentUrl: null,
        inlineComments: null,
      });
    expect(
      (
        await call('POST', '/api/reviews', otherReviewer.cookie, {
          submissionId: id,
          summaryMemo: 'x',
          rubricScores: rubric,
        })
      ).statusCode,
    ).toBe(404);
    // The rounds the applicant can read, as their order list and order page see them.
    const roundsDelivered = async () =>
      (await call('GET', `/api/submissions/${id}`, applicant.cookie)).json().roundsDelivered;
    expect(await roundsDelivered()).toBe(0);
    expect((await submit('Round one memo')).statusCode).toBe(201);
    expect((await status(id)).status).toBe('feedback_ready');
    expect(await roundsDelivered()).toBe(1);
    expect((await submit('Again')).statusCode).toBe(409);
    const mail = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, applicant.user.email));
    expect(
      mail.some(
        (m) =>
          m.subject.startsWith('Your feedback is ready') &&
          m.textBody.includes(`http://app.test/results/${id}`),
      ),
    ).toBe(true);

    const results = (await call('GET', `/api/submissions/${id}/results`, applicant.cookie)).json();
    expect(results).toMatchObject({ revisionsLeft: 2, drafts: [{ number: 1, text: statement }] });
    // The statement is sent once, as draft 1, and the intake answers not at all.
    expect(results.submission).not.toHaveProperty('pastedText');
    expect(results.submission).not.toHaveProperty('intakeAnswers');
    expect(results).not.toHaveProperty('statementText');
    expect(results.rounds.map((r: { summaryMemo: string }) => r.summaryMemo)).toEqual([
      'Round one memo',
    ]);
    expect(
      (await call('GET', `/api/submissions/${id}/results`, otherReviewer.cookie)).statusCode,
    ).toBe(404);

    expect(
      (
        await call('POST', `/api/submissions/${id}/rating`, applicant.cookie, {
          rating: 4,
          comment: 'Helpful',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/submissions/${id}/rating`, applicant.cookie, { rating: 5 }))
        .statusCode,
    ).toBe(409);

    t.clock.advance(3600_000);
    const revision = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look at the conclusion again.',
      draftText: `${statement} Now I study the law I once translated.`,
    });
    expect(revision.statusCode).toBe(200);
    const revised = await status(id);
    expect(revised).toMatchObject({ status: 'in_review', round: 2, reviewerId: reviewer.user.id });
    // Round 1 stays readable while round 2 is written.
    expect(await roundsDelivered()).toBe(1);
    expect(revised.etaAt).toEqual(new Date(t.clock.clock().getTime() + 72 * 3600_000));
    const reviewerMail = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, reviewer.user.email));
    expect(reviewerMail.some((m) => m.subject.startsWith('Revision requested'))).toBe(true);

    expect((await submit('Round two memo', { ...rubric, structure: 5 })).statusCode).toBe(201);
    const both = (await call('GET', `/api/submissions/${id}/results`, applicant.cookie)).json();
    expect(
      both.rounds.map((r: { round: number; rubricScores: { structure: number } }) => [
        r.round,
        r.rubricScores.structure,
      ]),
    ).toEqual([
      [1, 3],
      [2, 5],
    ]);
    expect(both.revisionsLeft).toBe(1);
    expect(await roundsDelivered()).toBe(2);

    const pdf = await call('GET', `/api/submissions/${id}/results.pdf`, applicant.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A tab still showing round 1 neither rates, accepts nor revises round 2, unseen.
    const decisions: [string, object][] = [
      ['rating', { round: 1, rating: 2 }],
      ['complete', { round: 1 }],
      ['revision', { round: 1, note: 'Read from round one.', draftText: statement }],
    ];
    for (const [decision, body] of decisions) {
      const stale = await call(
        'POST',
        `/api/submissions/${id}/${decision}`,
        applicant.cookie,
        body,
      );
      expect(stale.statusCode, decision).toBe(409);
      expect(stale.json().message).toBe(
        'This order has changed since you opened this page: it is now at round 2. The page shows it as it is now; look at it again before you decide.',
      );
    }
    expect(await status(id)).toMatchObject({ status: 'feedback_ready', round: 2 });
    const ratingsOfRound2 = await t.db.db
      .select()
      .from(reviewRatings)
      .innerJoin(reviews, eq(reviews.id, reviewRatings.reviewId))
      .where(and(eq(reviews.submissionId, id), eq(reviews.round, 2)));
    expect(ratingsOfRound2).toEqual([]);
    expect(
      (
        await call('POST', `/api/submissions/${id}/rating`, applicant.cookie, {
          round: 2,
          rating: 5,
        })
      ).statusCode,
    ).toBe(201);

    // SPEC's call names no round (no body at all).
    expect(
      (await call('POST', `/api/submissions/${id}/complete`, applicant.cookie)).statusCode,
    ).toBe(200);
    expect((await status(id)).status).toBe('completed');
  });

  it('counts a revision round from its request when Rush is bought during it', async () => {
    // A reviewer of its own, so the others' weekly capacity stays as the other tests expect.
    const ownReviewer = await seedReviewer(t.app, t.db.db);
    const { id } = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      pastedText: statement,
    });
    await call('POST', `/api/submissions/${id}/accept`, ownReviewer.cookie);
    await call('POST', '/api/reviews', ownReviewer.cookie, {
      submissionId: id,
      summaryMemo: 'Round one memo',
      rubricScores: rubric,
    });
    const requestedAt = t.clock.clock();
    expect(
      (
        await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
          note: 'Please look at the conclusion again.',
          draftText: `${statement} Now I study the law I once translated.`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await status(id)).toMatchObject({ round: 2, roundStartedAt: requestedAt });

    // 60 of the round's 72 h later, Rush: a day from now is later than the deadline, which
    // stays; the clock still runs from the request, so the round is 83 % gone, at risk at 70 %.
    t.clock.advance(60 * 3600_000);
    const checkout = await call('POST', `/api/submissions/${id}/add-on-intent`, applicant.cookie, {
      addOns: ['rush'],
    });
    const paid = await call('POST', '/api/payments/test-mode/confirm', applicant.cookie, {
      clientSecret: checkout.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    expect(await status(id)).toMatchObject({
      addOns: ['rush'],
      roundStartedAt: requestedAt,
      etaAt: new Date(requestedAt.getTime() + 72 * 3600_000),
    });
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const atRisk = await call('GET', '/api/admin/at-risk-orders', admin.cookie);
    expect(atRisk.json().items.map((order: { id: string }) => order.id)).toContain(id);
  });

  it('refuses a revision when no cycles are left (basic)', async () => {
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      packageTier: 'basic',
    });
    await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie);
    await call('POST', '/api/reviews', reviewer.cookie, {
      submissionId: order.id,
      summaryMemo: 'Done',
      rubricScores: rubric,
    });
    const response = await call('POST', `/api/submissions/${order.id}/revision`, applicant.cookie, {
      note: 'One more pass please.',
      draftText: 'A new draft.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no revision rounds left/);
  });

  it('refuses a revision for an order not delivered yet as such, not as out of rounds', async () => {
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      packageTier: 'basic',
    });
    const response = await call('POST', `/api/submissions/${order.id}/revision`, applicant.cookie, {
      note: 'One more pass please.',
      draftText: 'A new draft.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A revision can be requested only for delivered feedback.',
    );
  });

  // The held row lock stands for another tab's request, and the reviewer's delivery of that
  // round, landing between this request's read of the order and its move. PostgreSQL only.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'refuses a revision request read before another round was requested and delivered',
    async () => {
      // A reviewer of its own, so the others' weekly capacity stays as the other tests expect.
      const ownReviewer = await seedReviewer(t.app, t.db.db);
      const { id } = await seedOrder(t.db.db, { applicantId: applicant.user.id });
      await call('POST', `/api/submissions/${id}/accept`, ownReviewer.cookie);
      const delivered = await call('POST', '/api/reviews', ownReviewer.cookie, {
        submissionId: id,
        summaryMemo: 'Round one memo',
        rubricScores: rubric,
      });
      expect(delivered.statusCode).toBe(201);
      const otherTab = await holdRowLock(
        t.db.url,
        'select 1 from submissions where id = $1 for update',
        [id],
      );
      try {
        const late = call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
          note: 'One more pass please.',
          draftText: 'A new draft.',
        });
        await otherTab.untilWaiting(1);
        await otherTab.holder.query('update submissions set round = 2 where id = $1', [id]);
        await otherTab.release();
        expect((await late).statusCode).toBe(409);
      } finally {
        await otherTab.release();
      }
      expect(await status(id)).toMatchObject({ status: 'feedback_ready', round: 2 });
    },
  );

  it('tells a reviewer saving on a refunded order that its review is closed', async () => {
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'refunded',
      reviewerId: otherReviewer.user.id,
    });
    const response = await call('PUT', '/api/reviews/draft', otherReviewer.cookie, {
      submissionId: order.id,
      summaryMemo: 'Half a memo',
      rubricScores: rubric,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order was refunded, so its review is closed.');
  });

  it('refuses a revision note over the limit with the limit in words', async () => {
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const response = await call('POST', `/api/submissions/${order.id}/revision`, applicant.cookie, {
      note: 'x'.repeat(MAX_REVISION_NOTE_CHARS + 1),
      draftText: 'A new draft.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your note must be at most 5,000 characters.');
  });
});

describe('messages', () => {
  it('go both ways between applicant and reviewer, each notified; outsiders get 404', async () => {
    const id = await assignedOrder();
    const fromApplicant = await call('POST', `/api/submissions/${id}/messages`, applicant.cookie, {
      body: 'Is my conclusion too long? <b>bold</b>',
    });
    expect(fromApplicant.statusCode).toBe(201);
    expect(fromApplicant.json().map((m: { body: string }) => m.body)).toEqual([
      'Is my conclusion too long? <b>bold</b>',
    ]);
    t.clock.advance(1000);
    await call('POST', `/api/submissions/${id}/messages`, reviewer.cookie, {
      body: 'A little; I will comment on it.',
    });
    const thread = (await call('GET', `/api/submissions/${id}/messages`, applicant.cookie)).json();
    expect(thread.map((m: { body: string; authorRole: string }) => [m.authorRole, m.body])).toEqual(
      [
        ['applicant', 'Is my conclusion too long? <b>bold</b>'],
        ['reviewer', 'A little; I will comment on it.'],
      ],
    );
    const toReviewer = await t.db.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, reviewer.user.email));
    expect(toReviewer.some((m) => m.htmlBody.includes('&#60;b&#62;bold&#60;/b&#62;'))).toBe(true);
    expect(
      (await call('GET', `/api/submissions/${id}/messages`, otherReviewer.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/submissions/${id}/messages`, applicant.cookie, { body: '  ' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('anchored comments', () => {
  it('are refused when the quote does not match the statement, or passages overlap', async () => {
    const id = await assignedOrder();
    const save = (anchoredComments: object[]) =>
      call('PUT', '/api/reviews/draft', reviewer.cookie, {
        submissionId: id,
        summaryMemo: '',
        rubricScores: rubric,
        anchoredComments,
      });
    const stale = await save([{ startOffset: 0, endOffset: 4, quote: 'Then', body: 'x' }]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/no longer matches the statement/);
    const overlap = await save([
      { startOffset: 0, endOffset: 10, quote: 'When I was', body: 'a' },
      { startOffset: 5, endOffset: 17, quote: 'I was twelve', body: 'b' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toMatch(/overlapping/);
    const many = Array.from({ length: 201 }, (_, i) => ({
      startOffset: i,
      endOffset: i + 1,
      quote: statement.charAt(i) || 'x',
      body: 'c',
    }));
    const tooMany = await save(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'A round can have at most 200 comments on passages. Merge or remove some to save.',
    );
  });

  it('are checked against the text read from an uploaded statement when nothing was pasted', async () => {
    const uploaded = 'My grandmother kept every court notice in a shoebox.';
    const [doc] = await t.db.db
      .insert(documents)
      .values({
        ownerId: applicant.user.id,
        storageKey: `uploads/reviews-test-${Date.now()}`,
        kind: 'statement',
        fileName: 'statement.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1234,
        extractedText: uploaded,
        wordCount: 9,
      })
      .returning();
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    await t.db.db
      .update(submissions)
      .set({ pastedText: null, documentId: doc!.id })
      .where(eq(submissions.id, order.id));
    expect(
      (await call('POST', `/api/submissions/${order.id}/accept`, otherReviewer.cookie)).statusCode,
    ).toBe(200);
    const save = (quote: string) =>
      call('PUT', '/api/reviews/draft', otherReviewer.cookie, {
        submissionId: order.id,
        summaryMemo: '',
        rubricScores: rubric,
        anchoredComments: [{ startOffset: 0, endOffset: quote.length, quote, body: 'x' }],
      });
    expect((await save('When I was twelve')).statusCode).toBe(400);
    const saved = await save('My grandmother');
    expect(saved.statusCode).toBe(200);
    const workspace = await call('GET', `/api/reviews/workspace/${order.id}`, otherReviewer.cookie);
    expect(workspace.json()).toMatchObject({
      statementText: uploaded,
      rounds: [{ anchoredComments: [{ quote: 'My grandmother' }] }],
    });
  });
});

describe('the annotated file of a round', () => {
  it('is one of the reviewer’s annotation uploads, not another of their files', async () => {
    const { id } = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'assigned',
      reviewerId: reviewer.user.id,
    });
    const ownFile = async (kind: 'annotation' | 'cv') => {
      const [doc] = await t.db.db
        .insert(documents)
        .values({
          ownerId: reviewer.user.id,
          storageKey: `uploads/annotated-test-${randomUUID()}`,
          kind,
          fileName: `${kind}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 1234,
          extractedText: 'Notes.',
          wordCount: 1,
        })
        .returning();
      return `/api/documents/${doc!.id}`;
    };
    const save = (annotatedDocumentUrl: string) =>
      call('PUT', '/api/reviews/draft', reviewer.cookie, {
        submissionId: id,
        summaryMemo: '',
        rubricScores: rubric,
        annotatedDocumentUrl,
      });
    const cv = await save(await ownFile('cv'));
    expect(cv.statusCode).toBe(400);
    expect(cv.json().message).toBe('The annotated document was not found. Upload it again.');
    expect((await save(await ownFile('annotation'))).statusCode).toBe(200);
  });
});
