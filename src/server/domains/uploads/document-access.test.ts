import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/document-fixtures.js';
import { INTAKE_ANSWERS, seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { signInAs } from '../../../../tests/support/http.js';
import { uploadDocument } from '../../../../tests/support/uploads.js';
import { submissions } from '../../db/schema/index.js';
import { findReadableDocument } from './document-access.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-doc-access-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Account = Awaited<ReturnType<typeof signInAs>>;
let owner: Account;
let documentPath: string;
let documentId: string;

beforeAll(async () => {
  owner = await signInAs(t.app, t.db.db, 'applicant');
  const registered = await uploadDocument(t.app, owner.cookie, await makePdf(['Read me please']));
  documentPath = registered.json().documentPath;
  documentId = documentPath.split('/').pop()!;
});

async function readAs(cookie: string) {
  const metadata = await t.app.inject({ method: 'GET', url: documentPath, headers: { cookie } });
  const download = await t.app.inject({
    method: 'GET',
    url: `${documentPath}/download`,
    headers: { cookie },
  });
  return { metadata, download };
}

async function submissionUsingDocument(reviewerId: string | null) {
  await t.db.db.insert(submissions).values({
    applicantId: owner.user.id,
    packageTier: 'core',
    status: reviewerId ? 'assigned' : 'queued',
    intakeAnswers: INTAKE_ANSWERS,
    documentId,
    reviewerId,
  });
}

describe('who may read a document', () => {
  it('lets the owner read the metadata, the text and the download', async () => {
    const { metadata, download } = await readAs(owner.cookie);
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toMatchObject({ fileName: 'statement.pdf', text: 'Read me please' });
    expect(metadata.headers['cache-control']).toBe('private, no-store');
    expect(download.statusCode).toBe(302);
  });

  it('answers 404, not 403, to another applicant', async () => {
    const other = await signInAs(t.app, t.db.db, 'applicant');
    const { metadata, download } = await readAs(other.cookie);
    expect(metadata.statusCode).toBe(404);
    expect(metadata.json()).toEqual({ message: 'Document not found.' });
    expect(download.statusCode).toBe(404);
  });

  it('lets any admin read it', async () => {
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const { metadata, download } = await readAs(admin.cookie);
    expect(metadata.statusCode).toBe(200);
    expect(download.statusCode).toBe(302);
  });

  it('lets only the reviewer assigned to a submission that uses it read it', async () => {
    const assigned = await signInAs(t.app, t.db.db, 'reviewer');
    const bystander = await signInAs(t.app, t.db.db, 'reviewer');
    expect((await readAs(assigned.cookie)).metadata.statusCode).toBe(404);

    // A queued submission without a reviewer opens it to nobody new.
    await submissionUsingDocument(null);
    await submissionUsingDocument(assigned.user.id);
    const mine = await readAs(assigned.cookie);
    expect(mine.metadata.statusCode).toBe(200);
    expect(mine.metadata.json().text).toBe('Read me please');
    expect(mine.download.statusCode).toBe(302);
    const download = await t.app.inject({ method: 'GET', url: mine.download.headers.location! });
    expect(download.statusCode).toBe(200);

    expect((await readAs(bystander.cookie)).download.statusCode).toBe(404);
  });

  it('answers 401 when signed out and 404 for ids that are not documents', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: documentPath });
    expect(signedOut.statusCode).toBe(401);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${id}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('is one reusable rule: findReadableDocument', async () => {
    const stranger = await signInAs(t.app, t.db.db, 'reviewer');
    const args = { db: t.db.db, documentId };
    expect(
      await findReadableDocument({ ...args, actor: { id: owner.user.id, role: 'applicant' } }),
    ).toMatchObject({ id: documentId });
    expect(
      await findReadableDocument({ ...args, actor: { id: stranger.user.id, role: 'reviewer' } }),
    ).toBeNull();
    expect(
      await findReadableDocument({ ...args, actor: { id: stranger.user.id, role: 'admin' } }),
    ).not.toBeNull();
  });
});

/** An order of the owner's that a new reviewer is reviewing. */
async function orderInReview() {
  const reviewer = await seedReviewer(t.app, t.db.db);
  const order = await seedOrder(t.db.db, {
    applicantId: owner.user.id,
    reviewerId: reviewer.user.id,
    status: 'in_review',
  });
  return { reviewer, order };
}

describe('annotated documents of a review', () => {
  it('reach the applicant only once the round is delivered', async () => {
    const { reviewer, order } = await orderInReview();
    const annotated = await uploadDocument(
      t.app,
      reviewer.cookie,
      await makePdf(['Marked up']),
      'notes.pdf',
      'annotation',
    );
    const path = annotated.json().documentPath as string;
    const rubricScores = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };
    const review = {
      submissionId: order.id,
      summaryMemo: 'Memo',
      rubricScores,
      annotatedDocumentUrl: path,
    };
    const asApplicant = () =>
      t.app.inject({ method: 'GET', url: path, headers: { cookie: owner.cookie } });

    await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/draft',
      headers: { cookie: reviewer.cookie },
      payload: review,
    });
    expect((await asApplicant()).statusCode).toBe(404);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: reviewer.cookie },
      payload: review,
    });
    expect(submitted.statusCode).toBe(201);
    expect((await asApplicant()).statusCode).toBe(200);

    // A revision round, then another reviewer takes the order: the earlier round's file is
    // theirs to read as it is the applicant's, and no longer its old reviewer's business.
    const revision = await t.app.inject({
      method: 'POST',
      url: `/api/submissions/${order.id}/revision`,
      headers: { cookie: owner.cookie },
      payload: { note: 'Please look at the ending.', draftText: 'A revised statement.' },
    });
    expect(revision.statusCode).toBe(200);
    const next = await seedReviewer(t.app, t.db.db);
    const stranger = await seedReviewer(t.app, t.db.db);
    const admin = await signInAs(t.app, t.db.db, 'admin');
    const reassigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reassign`,
      headers: { cookie: admin.cookie },
      payload: { reviewerId: next.user.id },
    });
    expect(reassigned.statusCode).toBe(200);
    const as = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `${path}/download`, headers: { cookie } });
    expect((await as(next.cookie)).statusCode).toBe(302);
    expect((await as(stranger.cookie)).statusCode).toBe(404);
  });
});

describe('a later draft handed in as a file', () => {
  it('reaches the order’s reviewer and admins, and is listed with the drafts', async () => {
    const { reviewer, order } = await orderInReview();
    const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });
    const rubricScores = { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 };
    const delivered = await as(reviewer.cookie, 'POST', '/api/reviews', {
      submissionId: order.id,
      summaryMemo: 'Memo',
      rubricScores,
    });
    expect(delivered.statusCode).toBe(201);
    const draft2 = await uploadDocument(
      t.app,
      owner.cookie,
      await makePdf(['My second draft']),
      'draft-2.pdf',
    );
    const path = draft2.json().documentPath as string;
    const revision = await as(owner.cookie, 'POST', `/api/submissions/${order.id}/revision`, {
      note: 'Please look at the ending.',
      documentUrl: path,
    });
    expect(revision.statusCode, revision.body).toBe(200);

    const workspace = (
      await as(reviewer.cookie, 'GET', `/api/reviews/workspace/${order.id}`)
    ).json();
    expect(workspace.drafts.map((d: { documentUrl: string | null }) => d.documentUrl)).toEqual([
      null,
      path,
    ]);
    const download = await as(reviewer.cookie, 'GET', `${path}/download`);
    expect(download.statusCode).toBe(302);
    const file = await t.app.inject({ method: 'GET', url: download.headers.location! });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const stranger = await seedReviewer(t.app, t.db.db);
    expect((await as(stranger.cookie, 'GET', `${path}/download`)).statusCode).toBe(404);

    const admin = await signInAs(t.app, t.db.db, 'admin');
    const detail = (await as(admin.cookie, 'GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.documents).toContainEqual({
      kind: 'draft',
      url: path,
      fileName: 'draft-2.pdf',
      sizeBytes: expect.any(Number),
      round: 2,
    });
    expect((await as(admin.cookie, 'GET', `${path}/download`)).statusCode).toBe(302);

    // Given to another reviewer, the order's drafts are theirs to read, no longer the first's.
    const next = await seedReviewer(t.app, t.db.db);
    const reassigned = await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/reassign`, {
      reviewerId: next.user.id,
    });
    expect(reassigned.statusCode).toBe(200);
    expect((await as(next.cookie, 'GET', `${path}/download`)).statusCode).toBe(302);
    expect((await as(reviewer.cookie, 'GET', `${path}/download`)).statusCode).toBe(404);
  });
});
