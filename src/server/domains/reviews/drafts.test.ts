import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementDrafts } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let applicant: Session;
let reviewer: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };
const draft1 = 'I grew up in a small town. My grandmother ran the only courthouse cafe.';
const suggestion = 'My grandmother, who fed every juror in the county, ran the courthouse cafe.';

const quoted = (text: string, quote: string) => {
  const start = text.indexOf(quote);
  return { startOffset: start, endOffset: start + quote.length, quote };
};

/** A core order delivered in round 1 with two comments, one carrying suggested wording. */
async function deliveredRoundOne() {
  const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, pastedText: draft1 });
  await call('POST', `/api/submissions/${order.id}/accept`, reviewer.cookie);
  const delivered = await call('POST', '/api/reviews', reviewer.cookie, {
    submissionId: order.id,
    summaryMemo: 'Lovely detail; name the stakes.',
    rubricScores: rubric,
    anchoredComments: [
      { ...quoted(draft1, 'small town'), body: 'Which town?' },
      {
        ...quoted(draft1, 'My grandmother ran the only courthouse cafe.'),
        body: 'Show what she did.',
        suggestion,
      },
    ],
  });
  expect(delivered.statusCode).toBe(201);
  return order.id;
}

describe('revision rounds on a new draft', () => {
  it('takes the revised draft, carries the memo, rubric and surviving comments forward, and measures the voice', async () => {
    const id = await deliveredRoundOne();
    const results = (await call('GET', `/api/submissions/${id}/results`, applicant.cookie)).json();
    expect(results.rounds[0].anchoredComments[1]).toMatchObject({ suggestion, followUp: null });

    // The applicant applies the suggestion and rewrites the first sentence.
    const draft2 = `I grew up in Ely, Nevada. ${suggestion}`;
    const handedInAt = t.clock.clock().toISOString();
    const revision = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'I named the town and used your wording.',
      draftText: draft2,
    });
    expect(revision.statusCode).toBe(200);

    const workspace = (await call('GET', `/api/reviews/workspace/${id}`, reviewer.cookie)).json();
    expect(workspace.statementText).toBe(draft2);
    expect(
      workspace.drafts.map((d: { number: number; text: string }) => [d.number, d.text]),
    ).toEqual([
      [1, draft1],
      [2, draft2],
    ]);
    // Read with the order (as JSON, where times are text): the instant it was handed in.
    expect(workspace.drafts[1].createdAt).toBe(handedInAt);
    const round2 = workspace.rounds.find((r: { round: number }) => r.round === 2);
    expect(round2).toMatchObject({
      summaryMemo: 'Lovely detail; name the stakes.',
      rubricScores: rubric,
      submittedAt: null,
    });
    // "small town" is gone from draft 2; the suggestion's passage was replaced too.
    expect(round2.anchoredComments).toEqual([]);

    // 13 of draft 2's 19 words are the reviewer's suggestion, word for word.
    const voice = workspace.drafts[1].voice;
    expect(voice).toMatchObject({ totalWords: 19, adoptedWords: 13, ownPercent: 32 });
    expect(
      draft2.slice(voice.adoptedPassages[0].startOffset, voice.adoptedPassages[0].endOffset),
    ).toBe(suggestion);

    // The reviewer marks round 1's comments and delivers round 2 without touching the rubric.
    const [small, grandmother] = results.rounds[0].anchoredComments;
    const round2Work = {
      submissionId: id,
      summaryMemo: round2.summaryMemo,
      rubricScores: round2.rubricScores,
      anchoredComments: [],
      followUps: [
        { commentId: small.id, status: 'addressed' },
        { commentId: grandmother.id, status: 'open' },
      ],
    };
    // Saved as a draft, the marks are the reviewer's work in progress: not the applicant's yet.
    expect((await call('PUT', '/api/reviews/draft', reviewer.cookie, round2Work)).statusCode).toBe(
      200,
    );
    const meanwhile = (
      await call('GET', `/api/submissions/${id}/results`, applicant.cookie)
    ).json();
    expect(
      meanwhile.rounds[0].anchoredComments.map((c: { followUp: string | null }) => c.followUp),
    ).toEqual([null, null]);
    const delivered = await call('POST', '/api/reviews', reviewer.cookie, round2Work);
    expect(delivered.statusCode).toBe(201);
    const after = (await call('GET', `/api/submissions/${id}/results`, applicant.cookie)).json();
    expect(after.drafts.map((d: { text: string }) => d.text).at(-1)).toBe(draft2);
    expect(after.rounds.map((r: { rubricScores: object }) => r.rubricScores)).toEqual([
      rubric,
      rubric,
    ]);
    expect(after.rounds[0].anchoredComments.map((c: { followUp: string }) => c.followUp)).toEqual([
      'addressed',
      'open',
    ]);

    // Admins see the measure per order and the reviewer's share across their orders.
    const detail = (await call('GET', `/api/admin/orders/${id}`, admin.cookie)).json();
    expect(detail.voice).toEqual([{ draft: 2, ownPercent: 32, adoptedWords: 13, totalWords: 19 }]);
    const reviewers = (await call('GET', '/api/admin/reviewers', admin.cookie)).json().items;
    expect(reviewers.find((r: { id: string }) => r.id === reviewer.user.id)).toMatchObject({
      adoptedPercent: 68,
    });
  });

  it('re-anchors a comment whose passage moved, and drops overlaps', async () => {
    const id = await deliveredRoundOne();
    const draft2 = `Before anything else: ${draft1}`;
    await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Added an opening.',
      draftText: draft2,
    });
    const workspace = (await call('GET', `/api/reviews/workspace/${id}`, reviewer.cookie)).json();
    const round2 = workspace.rounds.find((r: { round: number }) => r.round === 2);
    expect(
      round2.anchoredComments.map((c: { startOffset: number; endOffset: number }) =>
        draft2.slice(c.startOffset, c.endOffset),
      ),
    ).toEqual(['small town', 'My grandmother ran the only courthouse cafe.']);
    // Comments on draft 2 are checked against draft 2.
    const stale = await call('PUT', '/api/reviews/draft', reviewer.cookie, {
      submissionId: id,
      summaryMemo: 'x',
      rubricScores: rubric,
      anchoredComments: [{ ...quoted(draft1, 'small town'), body: 'Old offsets' }],
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a revision without a draft, and marks only the previous round', async () => {
    const id = await deliveredRoundOne();
    const missing = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look again.',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Add your revised draft/);
    const both = await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look again.',
      draftText: 'A second draft, pasted.',
      documentUrl: '/api/documents/00000000-0000-4000-8000-000000000000',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(
      'Send your revised draft one way: as text or as a file, not both.',
    );
    expect(
      await t.db.db.select().from(statementDrafts).where(eq(statementDrafts.submissionId, id)),
    ).toEqual([]);

    await call('POST', `/api/submissions/${id}/revision`, applicant.cookie, {
      note: 'Please look again.',
      draftText: draft1,
    });
    const foreign = await call('PUT', '/api/reviews/draft', reviewer.cookie, {
      submissionId: id,
      summaryMemo: 'x',
      rubricScores: rubric,
      followUps: [{ commentId: '00000000-0000-4000-8000-000000000000', status: 'addressed' }],
    });
    expect(foreign.statusCode).toBe(400);
  });
});
