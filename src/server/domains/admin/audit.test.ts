import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLabel } from '../../../shared/domain/order-number.js';
import type { AuditLogPage } from '../../../shared/schemas/admin.js';
import { users } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import {
  seedApplication,
  seedOrder,
  seedPayment,
  seedReviewer,
} from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { recordAudit } from './audit.js';

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let applicant: Session;

/** Gives a signed-in account a name of its own. */
async function rename(session: Session, firstName: string | null, lastName: string | null) {
  await t.db.db.update(users).set({ firstName, lastName }).where(eq(users.id, session.user.id));
}

beforeAll(async () => {
  admin = await signInAs(t.app, t.db.db, 'admin');
  await rename(admin, 'Ada', 'Admin');
  applicant = await signInAs(t.app, t.db.db, 'applicant');
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function auditPage(query = 'limit=100'): Promise<AuditLogPage> {
  const response = await call('GET', `/api/admin/audit-log?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The newest entry of `action` on `targetId`, with the people its page names. */
const entryFor = async (action: string, targetId: string | null) => {
  const { items, people } = await auditPage();
  const entry = items.find((e) => e.action === action && e.targetId === targetId);
  expect(entry, `${action} on ${targetId}`).toBeDefined();
  return { ...entry!, people, actor: entry!.actorId ? people[entry!.actorId] : undefined };
};

describe('the audit log names people and orders', () => {
  it('a refund: the admin by name and email, the order by its label', async () => {
    const order = await seedOrder(t.db.db, { applicantId: applicant.user.id, status: 'assigned' });
    await seedPayment(t.db.db, order.id, 89_900);
    t.clock.advance(1000);
    const refund = await call('POST', `/api/admin/orders/${order.id}/refund`, {
      requestId: randomUUID(),
      reason: 'Late',
    });
    expect(refund.statusCode).toBe(200);
    const entry = await entryFor('order.refund', order.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'submission',
      targetLabel: orderLabel(order.id),
      details: { amountCents: 89_900, kind: 'full', reason: 'Late' },
    });
    expect(entry.people[admin.user.id]).toEqual({
      name: 'Ada Admin',
      email: admin.user.email,
      role: 'admin',
    });
  });

  it('a reassignment names the reviewers it moved the order between', async () => {
    const from = await seedReviewer(t.app, t.db.db);
    const to = await seedReviewer(t.app, t.db.db);
    await rename(from, 'Riley', 'Reviewer');
    await rename(to, 'Dana', 'Reviewer');
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'assigned',
      reviewerId: from.user.id,
    });
    t.clock.advance(1000);
    const moved = await call('POST', `/api/admin/orders/${order.id}/reassign`, {
      reviewerId: to.user.id,
    });
    expect(moved.statusCode).toBe(200);
    const entry = await entryFor('order.reassign', order.id);
    expect(entry.targetLabel).toBe(orderLabel(order.id));
    expect(entry.details).toMatchObject({
      fromReviewerId: from.user.id,
      toReviewerId: to.user.id,
    });
    expect(entry.people[from.user.id]).toMatchObject({ name: 'Riley Reviewer', role: 'reviewer' });
    expect(entry.people[to.user.id]).toEqual({
      name: 'Dana Reviewer',
      email: to.user.email,
      role: 'reviewer',
    });
  });

  it('a reviewer release: the reviewer is the actor', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    await rename(reviewer, 'Sam', 'Reviewer');
    const order = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      status: 'assigned',
      reviewerId: reviewer.user.id,
    });
    t.clock.advance(1000);
    const released = await call(
      'POST',
      `/api/submissions/${order.id}/release`,
      { reason: 'A conflict of interest' },
      reviewer.cookie,
    );
    expect(released.statusCode).toBe(200);
    expect(await entryFor('order.release', order.id)).toMatchObject({
      actorId: reviewer.user.id,
      actor: { name: 'Sam Reviewer', email: reviewer.user.email, role: 'reviewer' },
      targetLabel: orderLabel(order.id),
      details: { reason: 'A conflict of interest' },
    });
  });

  it('a reviewer change names the reviewer; an application decision names the applicant', async () => {
    const reviewer = await seedReviewer(t.app, t.db.db);
    await rename(reviewer, 'Pat', 'Paused');
    t.clock.advance(1000);
    expect(
      (await call('POST', `/api/admin/reviewers/${reviewer.user.id}/deactivate`)).statusCode,
    ).toBe(200);
    const paused = await entryFor('reviewer.deactivate', reviewer.user.id);
    expect(paused.targetLabel).toBe('Pat Paused');
    expect(paused.people[reviewer.user.id]).toMatchObject({ name: 'Pat Paused' });

    const attorney = await signInAs(t.app, t.db.db, 'applicant');
    await rename(attorney, 'Morgan', 'Counsel');
    const application = await seedApplication(t.db.db, attorney.user.id);
    t.clock.advance(1000);
    const decided = await call(
      'POST',
      `/api/admin/reviewer-applications/${application.id}/decision`,
      { decision: 'reject', reason: 'No bar admission on file' },
    );
    expect(decided.statusCode).toBe(200);
    const rejected = await entryFor('reviewer_application.reject', application.id);
    expect(rejected.targetLabel).toBe('Morgan Counsel');
    expect(rejected.people[attorney.user.id]).toMatchObject({
      name: 'Morgan Counsel',
      email: attorney.user.email,
    });
  });

  it('a deleted actor, a nameless one and an unknown target: nulls, never a wrong name', async () => {
    const nameless = await signInAs(t.app, t.db.db, 'admin');
    await rename(nameless, null, null);
    t.clock.advance(1000);
    await recordAudit(t.db.db, {
      actorId: nameless.user.id,
      action: 'order.archive',
      targetType: 'box',
      targetId: 'not-a-uuid',
      details: { userId: 'not-a-uuid', reviewerId: 42 },
      at: t.clock.clock(),
    });
    t.clock.advance(1000);
    await recordAudit(t.db.db, {
      actorId: null,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      at: t.clock.clock(),
    });
    const { items, people } = await auditPage('limit=2');
    const [system, unknown] = items;
    expect(system).toMatchObject({ actorId: null, action: 'settings.update', targetLabel: null });
    expect(unknown).toMatchObject({
      action: 'order.archive',
      actorId: nameless.user.id,
      targetLabel: null,
    });
    // The page names its one actor, nameless, and nobody for the ids that are not ids.
    expect(people).toEqual({
      [nameless.user.id]: { name: null, email: nameless.user.email, role: 'admin' },
    });
  });

  it('each page names the people of its own entries, and no one else', async () => {
    const [first, second, third, named] = await Promise.all(
      (['admin', 'admin', 'admin', 'reviewer'] as const).map((role) =>
        signInAs(t.app, t.db.db, role),
      ),
    );
    const record = async (actor: Session, details: Record<string, unknown> = {}) => {
      t.clock.advance(1000);
      await recordAudit(t.db.db, {
        actorId: actor.user.id,
        action: 'order.contact_reviewer',
        targetType: 'submission',
        targetId: null,
        details,
        at: t.clock.clock(),
      });
    };
    await record(first!);
    await record(second!);
    await record(third!, { reviewerId: named!.user.id });

    const newest = await auditPage('limit=2');
    expect(newest.items.map((e) => e.actorId)).toEqual([third!.user.id, second!.user.id]);
    expect(Object.keys(newest.people).sort()).toEqual(
      [third!.user.id, named!.user.id, second!.user.id].sort(),
    );
    const next = await auditPage(`limit=2&cursor=${encodeURIComponent(newest.nextCursor!)}`);
    expect(next.items[0]!.actorId).toBe(first!.user.id);
    expect(next.people[first!.user.id]).toMatchObject({ email: first!.user.email });
    expect(next.people[third!.user.id]).toBeUndefined();
  });
});
