import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orderEvents } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { seedOrder } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { transitionSubmission } from './transition.js';

const t = useTestApp();

describe('transitionSubmission', () => {
  it('refuses a move the order lifecycle does not allow, before touching the database', async () => {
    const untouched = {} as Database;
    const move = transitionSubmission(untouched, {
      submissionId: '00000000-0000-4000-8000-000000000000',
      from: 'completed',
      to: 'in_review',
      actorId: null,
      at: new Date(),
    });
    await expect(move).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'An order cannot move from Completed to In Review.',
    });
  });

  it('moves the order and records exactly one event; a move from a stale status does neither', async () => {
    const applicant = await signInAs(t.app, t.db.db, 'applicant');
    const reviewer = await signInAs(t.app, t.db.db, 'reviewer');
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id });
    const at = new Date('2026-11-03T10:15:00Z');
    const moved = await transitionSubmission(t.db.db, {
      submissionId: order.id,
      from: 'queued',
      to: 'assigned',
      actorId: reviewer.user.id,
      at,
      set: { reviewerId: reviewer.user.id, assignedAt: at },
      note: 'taken from the queue',
    });
    expect(moved).toMatchObject({
      id: order.id,
      status: 'assigned',
      reviewerId: reviewer.user.id,
      assignedAt: at,
      updatedAt: at,
      intakeAnswers: order.intakeAnswers,
    });
    const stale = await transitionSubmission(t.db.db, {
      submissionId: order.id,
      from: 'queued',
      to: 'assigned',
      actorId: applicant.user.id,
      at: new Date('2026-11-03T10:16:00Z'),
    });
    expect(stale).toBeNull();
    const events = await t.db.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.submissionId, order.id));
    expect(events).toEqual([
      expect.objectContaining({
        actorId: reviewer.user.id,
        fromStatus: 'queued',
        toStatus: 'assigned',
        note: 'taken from the queue',
        createdAt: at,
      }),
    ]);
  });
});
