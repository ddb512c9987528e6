import type { FastifyInstance } from 'fastify';
import type { AddOnId } from '../../src/shared/domain/add-ons.js';
import type { SubmissionStatus } from '../../src/shared/domain/order-status.js';
import type { PackageTier } from '../../src/shared/domain/packages.js';
import type { Database } from '../../src/server/db/client.js';
import {
  payments,
  reviewerApplications,
  reviewerProfiles,
  submissions,
} from '../../src/server/db/schema/index.js';
import { signInAs } from './http.js';

/** Intake answers for an order a test inserts directly (the questionnaire's required ones). */
export const INTAKE_ANSWERS = {
  background: 'b',
  goals: 'g',
  highlights: null,
  concerns: null,
  whySchool: null,
};

/** An order inserted directly, in any status (payment flows have their own tests). */
export async function seedOrder(
  db: Database,
  input: {
    applicantId: string;
    packageTier?: PackageTier;
    addOns?: AddOnId[];
    status?: SubmissionStatus;
    reviewerId?: string | null;
    paidAt?: Date;
    etaAt?: Date;
    assignedAt?: Date | null;
    pastedText?: string;
  },
) {
  const paidAt = input.paidAt ?? new Date('2026-11-02T09:00:00Z');
  const [row] = await db
    .insert(submissions)
    .values({
      applicantId: input.applicantId,
      packageTier: input.packageTier ?? 'core',
      addOns: input.addOns ?? [],
      status: input.status ?? 'queued',
      reviewerId: input.reviewerId ?? null,
      assignedAt: input.assignedAt ?? (input.reviewerId ? paidAt : null),
      targetSchool: 'stanford',
      wordCount: 640,
      pastedText:
        input.pastedText ?? 'When I was twelve, I started translating leases for neighbours.',
      intakeAnswers: INTAKE_ANSWERS,
      submittedAt: paidAt,
      roundStartedAt: paidAt,
      queuedAt: (input.status ?? 'queued') === 'queued' ? paidAt : null,
      etaAt: input.etaAt ?? new Date(paidAt.getTime() + 72 * 3600_000),
      createdAt: paidAt,
    })
    .returning();
  return row!;
}

/** A signed-in reviewer with a profile (availability defaults: docs/product.md §5 Access). */
export async function seedReviewer(
  app: FastifyInstance,
  db: Database,
  profile: Partial<typeof reviewerProfiles.$inferInsert> = {},
) {
  const session = await signInAs(app, db, 'reviewer');
  await db.insert(reviewerProfiles).values({
    userId: session.user.id,
    lawSchool: 'Yale Law School',
    practiceArea: 'Litigation',
    ...profile,
  });
  return session;
}

/**
 * A succeeded test-mode charge for an order, as if the applicant had paid it; `values` changes
 * any column (a charge not yet paid, a refunded part, another time).
 */
export async function seedPayment(
  db: Database,
  submissionId: string,
  amountCents = 29_900,
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      submissionId,
      purpose: 'order',
      amountCents,
      provider: 'test',
      providerIntentId: `pi_test_seed_${submissionId}`,
      clientSecret: `pi_test_seed_${submissionId}_secret`,
      status: 'succeeded',
      succeededAt: new Date('2026-11-02T09:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** A pending reviewer application by the user, inserted directly (the form has its own tests). */
export async function seedApplication(db: Database, userId: string) {
  const [row] = await db
    .insert(reviewerApplications)
    .values({
      userId,
      lawSchool: 'Columbia',
      graduationYear: 2012,
      barState: 'NY',
      barYear: 2013,
      practiceArea: 'IP',
      t14: true,
      bio: 'b',
    })
    .returning();
  return row!;
}
