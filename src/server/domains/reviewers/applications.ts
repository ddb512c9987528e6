import { and, desc, eq } from 'drizzle-orm';
import { displayName } from '../../../shared/domain/names.js';
import { activeStatuses } from '../../../shared/domain/order-lifecycle.js';
import { orderLabel } from '../../../shared/domain/order-number.js';
import { AppError } from '../../../shared/errors.js';
import type {
  ReviewerApplication,
  reviewerApplicationBody,
} from '../../../shared/schemas/reviewers.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { inLiteralList } from '../../db/literal-list.js';
import {
  documents,
  reviewerApplications,
  reviewerProfiles,
  submissions,
  users,
} from '../../db/schema/index.js';
import { withDb, type ActorContext, type Deps } from '../../deps.js';
import { contactColumns } from '../auth/users.js';
import { findRecipient, notifyUser } from '../notifications/notify.js';
import { notifyAdmins } from '../notifications/notify-admins.js';
import { recordAudit } from '../admin/audit.js';
import { documentPathOf } from '../../../shared/domain/uploads.js';

type ApplicationInput = z.output<typeof reviewerApplicationBody>;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

const selectApplications = (db: Database) =>
  db
    .select({ application: reviewerApplications, user: contactColumns })
    .from(reviewerApplications)
    .innerJoin(users, eq(users.id, reviewerApplications.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

function toView({ application: a, user }: Joined): ReviewerApplication {
  return {
    id: a.id,
    userId: a.userId,
    applicantName: displayName(user),
    email: user.email,
    lawSchool: a.lawSchool,
    graduationYear: a.graduationYear,
    barState: a.barState,
    barYear: a.barYear,
    practiceArea: a.practiceArea,
    t14: a.t14,
    bio: a.bio,
    cvDocumentUrl: documentPathOf(a.cvDocumentId),
    status: a.status,
    decisionReason: a.decisionReason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/**
 * One of the person's orders between payment and completion, if any. A reviewer account cannot
 * request revisions, accept or rate, so an applicant becomes a reviewer only once none is left
 * (docs/product.md §1).
 */
async function orderInProgress(db: Database, userId: string) {
  const [order] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(eq(submissions.applicantId, userId), inLiteralList(submissions.status, activeStatuses)),
    )
    .limit(1);
  return order;
}

/** A signed-in applicant applies to review; one pending application at a time. */
export async function submitApplication(ctx: ActorContext, input: ApplicationInput) {
  const { actor } = ctx;
  if (actor.role !== 'applicant') {
    throw new AppError('conflict', 'Your account is already a reviewer or an admin.');
  }
  if (await orderInProgress(ctx.db, actor.id)) {
    throw new AppError(
      'conflict',
      'You have an order in progress. Apply once it is completed: a reviewer account cannot request revisions or accept and rate feedback.',
    );
  }
  let cvDocumentId: string | null = null;
  if (input.cvDocumentUrl) {
    const id = input.cvDocumentUrl.split('/').pop()!;
    const [doc] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.ownerId, actor.id), eq(documents.kind, 'cv')));
    if (!doc) throw new AppError('validation', 'The uploaded CV was not found. Upload it again.');
    cvDocumentId = doc.id;
  }
  const now = ctx.clock();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewerApplications)
        .values({ ...input, userId: actor.id, cvDocumentId, createdAt: now })
        .returning({ id: reviewerApplications.id });
      await notifyAdmins(withDb(ctx, tx), {
        email: {
          subject: 'New reviewer application',
          heading: 'A new reviewer application is waiting',
          paragraphs: [
            `${actor.email} applied to review (${input.lawSchool}, ${input.practiceArea}).`,
          ],
          action: {
            label: 'Review applications',
            url: `${ctx.config.publicUrl}/admin/applications`,
          },
        },
        inApp: { title: 'New reviewer application', body: `${actor.email} applied to review.` },
      });
      return row!.id;
    });
    return getApplication(ctx.db, id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'conflict',
        'You already have an application under review. We will email you the decision.',
      );
    }
    throw error;
  }
}

export async function getApplication(db: Database, id: string): Promise<ReviewerApplication> {
  const [row] = await selectApplications(db).where(eq(reviewerApplications.id, id));
  if (!row) throw new AppError('not_found', 'This application does not exist.');
  return toView(row);
}

/** The caller's latest application, if any (for the Become a reviewer page). */
export async function myLatestApplication(ctx: ActorContext) {
  const [row] = await selectApplications(ctx.db)
    .where(eq(reviewerApplications.userId, ctx.actor.id))
    .orderBy(desc(reviewerApplications.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

export async function pendingApplications(ctx: Deps): Promise<ReviewerApplication[]> {
  const rows = await selectApplications(ctx.db)
    .where(eq(reviewerApplications.status, 'pending'))
    .orderBy(reviewerApplications.createdAt);
  return rows.map(toView);
}

/** Approve (the user becomes a reviewer with a profile) or reject, once; the applicant is emailed. */
export async function decideApplication(
  ctx: ActorContext,
  { id, ...decision }: { id: string; decision: 'approve' | 'reject'; reason?: string },
) {
  const { actor: admin } = ctx;
  const now = ctx.clock();
  const approved = decision.decision === 'approve';
  await ctx.db.transaction(async (tx) => {
    const [app] = await tx
      .update(reviewerApplications)
      .set({
        status: approved ? 'approved' : 'rejected',
        decisionReason: decision.reason || null,
        decidedBy: admin.id,
        decidedAt: now,
      })
      .where(and(eq(reviewerApplications.id, id), eq(reviewerApplications.status, 'pending')))
      .returning();
    if (!app) {
      const [exists] = await tx
        .select({ id: reviewerApplications.id })
        .from(reviewerApplications)
        .where(eq(reviewerApplications.id, id));
      if (!exists) throw new AppError('not_found', 'This application does not exist.');
      throw new AppError('conflict', 'This application was already decided.');
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: approved ? 'reviewer_application.approve' : 'reviewer_application.reject',
      targetType: 'reviewer_application',
      targetId: id,
      details: { userId: app.userId, reason: decision.reason || null },
      at: now,
    });
    const user = await findRecipient(tx, app.userId);
    if (approved) {
      // A draft being paid meanwhile holds its row: approval waits, then finds it in progress.
      // One paid after approval is held, not applied (payerProblem).
      await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.applicantId, app.userId), eq(submissions.status, 'draft')))
        .for('update');
      const open = await orderInProgress(tx, app.userId);
      if (open) {
        throw new AppError(
          'conflict',
          `${displayName(user)} has an order in progress (${orderLabel(open.id)}). Approve the application once it is completed: a reviewer account cannot follow its own orders.`,
        );
      }
      await tx
        .update(users)
        .set({ role: 'reviewer', updatedAt: now })
        .where(eq(users.id, app.userId));
      await tx
        .insert(reviewerProfiles)
        .values({
          userId: app.userId,
          lawSchool: app.lawSchool,
          practiceArea: app.practiceArea,
          t14: app.t14,
          bio: app.bio,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    await notifyUser(
      tx,
      user,
      {
        email: {
          subject: approved ? 'Welcome to the reviewer team' : 'Your reviewer application',
          heading: approved ? 'Your application was approved' : 'Your application was not approved',
          paragraphs: approved
            ? [
                'You can now take orders from the review queue. Set your weekly capacity on your dashboard first.',
              ]
            : [
                'Thank you for applying. We are not able to approve your application at this time.',
                ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
              ],
          action: { label: 'Open your dashboard', url: `${ctx.config.publicUrl}/dashboard` },
        },
        inApp: {
          title: approved ? 'Reviewer application approved' : 'Reviewer application not approved',
          body: approved
            ? 'You can now take orders from the queue.'
            : (decision.reason ?? 'See your email for details.'),
        },
      },
      now,
    );
  });
  return getApplication(ctx.db, id);
}
