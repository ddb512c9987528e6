import { and, arrayContains, eq, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AddOnId } from '../../../shared/domain/add-ons.js';
import type { PackageTier } from '../../../shared/domain/packages.js';
import { submissions, type reviewerProfiles } from '../../db/schema/index.js';

export type ReviewerProfile = typeof reviewerProfiles.$inferSelect;
type Preferences = Pick<ReviewerProfile, 'premiumOnly' | 'acceptRush' | 't14'>;

/** Weekly capacity counts orders taken in the last 7 days. */
export const CAPACITY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the capacity window (the week orders taken count against) begins. */
export const capacityWindowStart = (now: Date) => new Date(now.getTime() - CAPACITY_WINDOW_MS);

/** If an order suits the reviewer's preferences (docs/product.md §5 Access), capacity aside. */
export function orderSuits(
  profile: Preferences,
  order: { packageTier: PackageTier; addOns: readonly AddOnId[] },
): boolean {
  if (profile.premiumOnly && order.packageTier !== 'premium') return false;
  if (!profile.acceptRush && order.addOns.includes('rush')) return false;
  if (order.addOns.includes('t14_reviewer') && !profile.t14) return false;
  return true;
}

/**
 * An applicant who later became a reviewer never reviews a statement they paid for: their own
 * orders are not in their queue, and neither they nor an admin nor auto-assignment give them one.
 */
export function placedBy(order: { applicantId: string }, reviewerId: string): boolean {
  return order.applicantId === reviewerId;
}

/** `placedBy`'s negation as a condition on `submissions`, for a reviewer's id or column. */
export function notPlacedByWhere(reviewerId: string | SQLWrapper): SQL {
  return sql`${submissions.applicantId} <> ${reviewerId}`;
}

/**
 * `orderSuits` as a condition on `submissions`, so the queue is filtered before it is paged; the
 * preferences are values or a profile's columns (read in the same statement). The same three
 * rules; queue.test.ts checks the two agree on every profile and order.
 */
export function orderSuitsWhere(profile: {
  [Key in keyof Preferences]: boolean | SQLWrapper;
}): SQL {
  return and(
    or(sql`not ${profile.premiumOnly}`, eq(submissions.packageTier, 'premium')),
    or(sql`${profile.acceptRush}`, not(arrayContains(submissions.addOns, ['rush']))),
    or(sql`${profile.t14}`, not(arrayContains(submissions.addOns, ['t14_reviewer']))),
  )!;
}

/**
 * Why the reviewer may take no order now, or null when they may: paused by an admin, set to
 * Unavailable, or at their weekly capacity. Accepting refuses with it, and the queue shows it.
 */
export function takeRefusal(
  profile: Pick<ReviewerProfile, 'weeklyCapacity' | 'active'>,
  takenThisWeek: number,
): string | null {
  if (!profile.active) {
    return 'Your reviewer account is paused. Contact support to resume taking orders.';
  }
  if (spareCapacity(profile, takenThisWeek) > 0) return null;
  return profile.weeklyCapacity === 0
    ? 'You are set to Unavailable. Change your weekly capacity to accept orders.'
    : 'You have reached your weekly capacity. Raise it in Availability or wait for next week.';
}

/** How many more orders the reviewer may take this week (0 when unavailable or inactive). */
export function spareCapacity(
  profile: Pick<ReviewerProfile, 'weeklyCapacity' | 'active'>,
  takenThisWeek: number,
): number {
  if (!profile.active) return 0;
  return Math.max(0, profile.weeklyCapacity - takenThisWeek);
}
