import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  authThrottle,
  documents,
  reviewerApplications,
  reviews,
  statementDrafts,
  submissions,
} from '../db/schema/index.js';
import {
  countAttempt,
  guardAttemptFromIp,
  MAX_ATTEMPTS_PER_IP,
  THROTTLE_WINDOW_MS,
} from '../domains/auth/login-throttle.js';
import { makePdf } from '../../../tests/support/document-fixtures.js';
import { signInAs } from '../../../tests/support/http.js';
import { seedApplication, seedOrder } from '../../../tests/support/seed.js';
import { useTestApp } from '../../../tests/support/test-app.js';
import { uploadDocument } from '../../../tests/support/uploads.js';
import { createStorageDriver } from '../domains/uploads/storage-driver.js';
import { registerErrorHandling } from '../plugins/errors.js';
import {
  deleteUnattachedDocuments,
  expireThrottleCounts,
  UNATTACHED_DOCUMENT_TTL_MS,
} from './cleanup.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cr-cleanup-'));
const t = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const keys = async () =>
  (await t.db.db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key).sort();

describe('expiring rate-limit counters', () => {
  it('deletes the counters whose window has passed and keeps the ones still counting', async () => {
    await t.db.db.delete(authThrottle);
    await countAttempt(t.deps, 'message:old/order');
    t.clock.advance(THROTTLE_WINDOW_MS - 1000);
    await countAttempt(t.deps, 'message:recent/order');
    t.clock.advance(1000);

    expect(await expireThrottleCounts(t.deps)).toBe(1);
    expect(await keys()).toEqual(['message:recent/order']);
  });

  it('leaves a limit that is still refusing in force', async () => {
    await t.db.db.delete(authThrottle);
    const ip = '203.0.113.9';
    for (let n = 0; n < MAX_ATTEMPTS_PER_IP; n += 1) await guardAttemptFromIp(t.deps, ip);
    await expect(guardAttemptFromIp(t.deps, ip)).rejects.toThrow(/Too many sign-in attempts/);
    t.clock.advance(THROTTLE_WINDOW_MS - 1000);

    expect(await expireThrottleCounts(t.deps)).toBe(0);
    await expect(guardAttemptFromIp(t.deps, ip)).rejects.toThrow(/Too many sign-in attempts/);

    t.clock.advance(1000);
    expect(await expireThrottleCounts(t.deps)).toBe(1);
    await expect(guardAttemptFromIp(t.deps, ip)).resolves.toBeUndefined();
  });
});

describe('deleting documents nothing uses', () => {
  it('deletes a week-old unused upload with its file, and keeps every document in use', async () => {
    const owner = await signInAs(t.app, t.db.db, 'applicant');
    const storage = await createStorageDriver(t.deps.config, t.deps.clock);
    const upload = async (name: string) => {
      const registered = await uploadDocument(t.app, owner.cookie, await makePdf([name]), name);
      const id = (registered.json().documentPath as string).split('/').pop()!;
      const [row] = await t.db.db.select().from(documents).where(eq(documents.id, id));
      return row!;
    };
    const [unused, statement, draft, annotated, cv] = [
      await upload('unused.pdf'),
      await upload('statement.pdf'),
      await upload('draft-2.pdf'),
      await upload('annotated.pdf'),
      await upload('cv.pdf'),
    ];
    const order = await seedOrder(t.db.db, { applicantId: owner.user.id, status: 'in_review' });
    await t.db.db
      .update(submissions)
      .set({ documentId: statement.id })
      .where(eq(submissions.id, order.id));
    await t.db.db.insert(statementDrafts).values({
      submissionId: order.id,
      number: 2,
      text: 'A second draft.',
      note: 'Please look again.',
      documentId: draft.id,
      voice: { totalWords: 3, adoptedWords: 0, adoptedPassages: [] },
    });
    // A round still being written holds its file too.
    await t.db.db.insert(reviews).values({
      submissionId: order.id,
      reviewerId: owner.user.id,
      round: 1,
      summaryMemo: 'In progress',
      rubricScores: { clarity: 3, structure: 3, voice: 3, authenticity: 3, ethics: 3 },
      annotatedDocumentId: annotated.id,
    });
    const application = await seedApplication(t.db.db, owner.user.id);
    await t.db.db
      .update(reviewerApplications)
      .set({ cvDocumentId: cv.id })
      .where(eq(reviewerApplications.id, application.id));

    t.clock.advance(UNATTACHED_DOCUMENT_TTL_MS - 60_000);
    // Uploaded less than a week before the run: its form may still be sent.
    const late = await upload('late.pdf');
    t.clock.advance(60_001);
    await deleteUnattachedDocuments({ ...t.deps, storage });

    const ids = [unused, statement, draft, annotated, cv, late].map((doc) => doc.id);
    const left = await t.db.db
      .select({ fileName: documents.fileName })
      .from(documents)
      .where(inArray(documents.id, ids));
    expect(left.map((doc) => doc.fileName).sort()).toEqual([
      'annotated.pdf',
      'cv.pdf',
      'draft-2.pdf',
      'late.pdf',
      'statement.pdf',
    ]);
    expect(await storage.statObject(unused.storageKey)).toBeNull();
    expect(await storage.statObject(statement.storageKey)).not.toBeNull();
    const [still] = await t.db.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(still!.documentId).toBe(statement.id);
  });

  it('keeps the row of a document whose file the store failed to delete, for the next run', async () => {
    const owner = await signInAs(t.app, t.db.db, 'applicant');
    const storage = await createStorageDriver(t.deps.config, t.deps.clock);
    const upload = async (name: string) => {
      const registered = await uploadDocument(t.app, owner.cookie, await makePdf([name]), name);
      return (registered.json().documentPath as string).split('/').pop()!;
    };
    const [stuck, gone] = [await upload('stuck.pdf'), await upload('gone.pdf')];
    const left = async () =>
      (
        await t.db.db
          .select({ fileName: documents.fileName })
          .from(documents)
          .where(inArray(documents.id, [stuck, gone]))
      ).map((doc) => doc.fileName);
    const [stuckRow] = await t.db.db.select().from(documents).where(eq(documents.id, stuck));
    const failing = Object.assign(Object.create(storage) as typeof storage, {
      deleteObject: async (key: string) => {
        if (key === stuckRow!.storageKey) throw new Error('the store is down');
        return storage.deleteObject(key);
      },
    });
    t.clock.advance(UNATTACHED_DOCUMENT_TTL_MS + 1000);

    await expect(deleteUnattachedDocuments({ ...t.deps, storage: failing })).rejects.toThrow(
      /the next run tries again/,
    );
    expect(await left()).toEqual(['stuck.pdf']);
    expect(await storage.statObject(stuckRow!.storageKey)).not.toBeNull();
    await deleteUnattachedDocuments({ ...t.deps, storage });
    expect(await left()).toEqual([]);
  });

  it('tells a form sent just as its file was deleted to upload it again, not a 500', async () => {
    const owner = await signInAs(t.app, t.db.db, 'applicant');
    const order = await seedOrder(t.db.db, { applicantId: owner.user.id });
    // What the database answers when the job deleted the file between the check and the write.
    const refused: unknown = await t.db.db
      .update(submissions)
      .set({ documentId: randomUUID() })
      .where(eq(submissions.id, order.id))
      .catch((error: unknown) => error);
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/attach', () => {
      throw refused;
    });
    const answer = await app.inject({ method: 'GET', url: '/attach' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'The uploaded file is no longer available. Upload it again.',
    });
    await app.close();
  });
});
