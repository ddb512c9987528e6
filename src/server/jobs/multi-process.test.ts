import { eq, inArray } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deadlineAlerts,
  notifications,
  orderEvents,
  outboxEmails,
  refunds,
  submissions,
} from '../db/schema/index.js';
import { createUser } from '../domains/auth/users.js';
import { projectPath } from '../project-path.js';
import { uniqueEmail } from '../../../tests/support/http.js';
import { seedOrder, seedPayment, seedReviewer } from '../../../tests/support/seed.js';
import { useTestApp } from '../../../tests/support/test-app.js';
import { AT_RISK_LEVEL, OVERDUE_LEVEL } from './deadline-alerts.js';

const HOUR = 3600_000;

// Two real server processes share one PostgreSQL: PGlite is single-process by design.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('sweepers in two processes', () => {
  const t = useTestApp();
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'multi-process-'));
  afterAll(() => {
    children.forEach((child) => child.kill('SIGKILL'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startServer(): Promise<number | null> {
    const child = spawn(process.execPath, ['--import', 'tsx', projectPath('src/server/main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        // Not the project's ./data: a CLI run there must not learn this server's address.
        DATA_DIR: dataDir,
        PORT: '0',
        JOB_INTERVAL_MS: '200',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'multi-process-test-secret-0123456789abcdef',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return new Promise((resolve) => child.on('exit', resolve));
  }

  async function until(check: () => Promise<boolean>, ms = 40_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the sweepers did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('send every alert, refund and assignment exactly once', async () => {
    const now = Date.now();
    const admin = await createUser(t.db.db, {
      email: uniqueEmail('admin'),
      password: 'x'.repeat(12),
      role: 'admin',
    });
    const applicant = await createUser(t.db.db, {
      email: uniqueEmail('applicant'),
      password: 'x'.repeat(12),
    });
    const busy = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    const free = await seedReviewer(t.app, t.db.db, { weeklyCapacity: 7 });
    // Missed its deadline by more than a day: at risk, overdue and refunded.
    const missed = await seedOrder(t.db.db, {
      applicantId: applicant.id,
      status: 'in_review',
      reviewerId: busy.user.id,
      paidAt: new Date(now - 100 * HOUR),
    });
    await seedPayment(t.db.db, missed.id);
    // 83 % of its time used: at risk only.
    const late = await seedOrder(t.db.db, {
      applicantId: applicant.id,
      status: 'assigned',
      reviewerId: busy.user.id,
      paidAt: new Date(now - 60 * HOUR),
    });
    // Two hours in the queue: auto-assigned.
    const waiting = await seedOrder(t.db.db, {
      applicantId: applicant.id,
      paidAt: new Date(now - 2 * HOUR),
    });

    const exits = [startServer(), startServer()];
    const alertLevels = async (id: string) =>
      (await t.db.db.select().from(deadlineAlerts).where(eq(deadlineAlerts.submissionId, id)))
        .map((a) => a.threshold)
        .sort((a, b) => a - b);
    await until(async () => {
      const [assigned] = await t.db.db
        .select()
        .from(submissions)
        .where(eq(submissions.id, waiting.id));
      const refunded = await t.db.db
        .select()
        .from(refunds)
        .where(eq(refunds.submissionId, missed.id));
      const mail = await t.db.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, admin.email));
      return (
        assigned?.reviewerId === free.user.id &&
        refunded.length > 0 &&
        (await alertLevels(late.id)).length > 0 &&
        mail.every((m) => m.sentAt)
      );
    });
    // Let both sweepers run several more rounds over the same rows.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    children.forEach((child) => child.kill('SIGTERM'));
    expect(await Promise.all(exits)).toEqual([0, 0]);

    expect(
      await t.db.db.select().from(refunds).where(eq(refunds.submissionId, missed.id)),
    ).toHaveLength(1);
    expect(await alertLevels(missed.id)).toEqual([AT_RISK_LEVEL, OVERDUE_LEVEL]);
    expect(await alertLevels(late.id)).toEqual([AT_RISK_LEVEL]);
    expect(await alertLevels(waiting.id)).toEqual([]);
    const assignments = await t.db.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.submissionId, waiting.id));
    expect(assignments.map((e) => e.toStatus)).toEqual(['assigned']);

    const adminNotices = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(adminNotices.map((n) => n.title).sort()).toEqual(
      [
        `Order #${missed.id.slice(-4).toUpperCase()} at risk`,
        `Order #${missed.id.slice(-4).toUpperCase()} overdue`,
        `Order #${late.id.slice(-4).toUpperCase()} at risk`,
      ].sort(),
    );
    const sent = await t.db.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.toAddress, [admin.email, applicant.email]));
    const subjects = sent.map((m) => m.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(sent.every((m) => m.attempts === 1)).toBe(true);
  }, 90_000);
});
