import { eq } from 'drizzle-orm';
import { orderTotalCents, type AddOnId } from '../shared/domain/add-ons.js';
import { isAssigned, isDelivered } from '../shared/domain/order-lifecycle.js';
import type { SubmissionStatus } from '../shared/domain/order-status.js';
import type { PackageTier } from '../shared/domain/packages.js';
import type { Role } from '../shared/domain/roles.js';
import { AppError } from '../shared/errors.js';
import { defaultRubric } from '../shared/schemas/reviews.js';
import {
  orderEvents,
  payments,
  reviewerProfiles,
  reviews,
  submissions,
} from './db/schema/index.js';
import type { Deps } from './deps.js';
import { createUser, findUserByEmail } from './domains/auth/users.js';
import { serverUrl } from './server-url.js';

export const DEMO_PASSWORD = 'demo-password-123';
const HOUR = 3600_000;

const demoAccounts: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'applicant@demo.test', role: 'applicant', firstName: 'Avery', lastName: 'Applicant' },
  { email: 'reviewer@demo.test', role: 'reviewer', firstName: 'Riley', lastName: 'Reviewer' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Alex', lastName: 'Admin' },
];

const demoOrders: {
  status: SubmissionStatus;
  tier: PackageTier;
  addOns: AddOnId[];
  paidHoursAgo: number;
}[] = [
  { status: 'draft', tier: 'core', addOns: ['rush'], paidHoursAgo: 0 },
  { status: 'queued', tier: 'premium', addOns: [], paidHoursAgo: 2 },
  { status: 'assigned', tier: 'core', addOns: [], paidHoursAgo: 10 },
  { status: 'in_review', tier: 'basic', addOns: [], paidHoursAgo: 60 },
  { status: 'feedback_ready', tier: 'core', addOns: ['extra_revision'], paidHoursAgo: 70 },
  { status: 'completed', tier: 'premium', addOns: [], paidHoursAgo: 200 },
  { status: 'refunded', tier: 'basic', addOns: [], paidHoursAgo: 150 },
];

const statement =
  'The first contract I ever read was a lease my mother could not understand. I was twelve, and I translated it line by line at our kitchen table. That evening taught me that law is a language, and that fluency in it is a kind of power that should not belong only to the few.';

async function account(deps: Deps, spec: (typeof demoAccounts)[number]) {
  const existing = await findUserByEmail(deps.db, spec.email);
  return {
    user: existing ?? (await createUser(deps.db, { ...spec, password: DEMO_PASSWORD })),
    existed: Boolean(existing),
  };
}

export const LIVE_SITE_MESSAGE =
  'The demo accounts share a published password, so they are not made where real payments are on (Stripe keys set). Run the demo on a copy without them.';

/** Demo accounts for each role and the applicant's orders in every status; safe to run twice. */
export async function seedDemo(deps: Deps): Promise<string> {
  // A demo admin with a password anyone can read would own a live site.
  if (deps.config.stripe) throw new AppError('validation', LIVE_SITE_MESSAGE);
  const lines = [`Demo accounts (password for all: ${DEMO_PASSWORD}):`];
  const [applicant, reviewer] = [
    await account(deps, demoAccounts[0]!),
    await account(deps, demoAccounts[1]!),
  ];
  const admin = await account(deps, demoAccounts[2]!);
  for (const [spec, created] of demoAccounts.map(
    (s, i) => [s, [applicant, reviewer, admin][i]!] as const,
  )) {
    lines.push(
      `  ${spec.role.padEnd(9)} ${spec.email}${created.existed ? ' (already there)' : ''}`,
    );
  }
  await deps.db
    .insert(reviewerProfiles)
    .values({
      userId: reviewer.user.id,
      lawSchool: 'Yale Law School',
      practiceArea: 'Appellate litigation',
      t14: true,
      weeklyCapacity: 7,
      bio: 'Former admissions reader.',
    })
    .onConflictDoNothing();

  const existing = await deps.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.applicantId, applicant.user.id));
  if (existing.length === 0) {
    const now = deps.clock().getTime();
    for (const spec of demoOrders) {
      const paidAt = spec.status === 'draft' ? null : new Date(now - spec.paidHoursAgo * HOUR);
      const withReviewer = isAssigned(spec.status) || spec.status === 'refunded';
      const delivered = isDelivered(spec.status);
      const [order] = await deps.db
        .insert(submissions)
        .values({
          applicantId: applicant.user.id,
          status: spec.status,
          packageTier: spec.tier,
          addOns: spec.addOns,
          targetSchool: 'yale',
          wordCount: 52,
          pastedText: statement,
          intakeAnswers: {
            background: 'First-generation college graduate.',
            goals: 'Housing law.',
            highlights: null,
            concerns: 'Is the ending too abrupt?',
            whySchool: null,
          },
          reviewerId: withReviewer ? reviewer.user.id : null,
          assignedAt: withReviewer ? paidAt : null,
          submittedAt: paidAt,
          roundStartedAt: paidAt,
          // Queued as the demo starts, so it stays in the queue for the first hour.
          queuedAt: spec.status === 'queued' ? new Date(now) : null,
          etaAt: paidAt ? new Date(paidAt.getTime() + 72 * HOUR) : null,
          deliveredAt: delivered && paidAt ? new Date(paidAt.getTime() + 48 * HOUR) : null,
          createdAt: paidAt ?? new Date(now),
        })
        .returning();
      await deps.db.insert(orderEvents).values({
        submissionId: order!.id,
        toStatus: spec.status,
        note: 'demo data',
        createdAt: new Date(now),
      });
      if (paidAt) {
        const amountCents = orderTotalCents(spec.tier, spec.addOns);
        await deps.db.insert(payments).values({
          submissionId: order!.id,
          purpose: 'order',
          amountCents,
          refundedCents: spec.status === 'refunded' ? amountCents : 0,
          provider: 'test',
          providerIntentId: `pi_test_demo_${order!.id}`,
          clientSecret: `pi_test_demo_${order!.id}_secret`,
          status: spec.status === 'refunded' ? 'refunded' : 'succeeded',
          succeededAt: paidAt,
        });
      }
      if (delivered) {
        await deps.db.insert(reviews).values({
          submissionId: order!.id,
          reviewerId: reviewer.user.id,
          round: 1,
          summaryMemo:
            'A vivid opening and a clear motivation. Tighten the final paragraph so it ends on your goal rather than a summary.',
          rubricScores: { ...defaultRubric, voice: 5, clarity: 4 },
          submittedAt: new Date(paidAt!.getTime() + 48 * HOUR),
        });
      }
    }
    lines.push(`Seeded ${demoOrders.length} orders for applicant@demo.test, one in each status.`);
  }
  lines.push(`Sign in at ${serverUrl(deps.config)}/api/login`);
  return lines.join('\n');
}
