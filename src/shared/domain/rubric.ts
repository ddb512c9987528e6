/** What a reviewer scores, each a whole number from 1 to 5 (docs/product.md §6), in this order. */
export const rubricCriteria = ['clarity', 'structure', 'voice', 'authenticity', 'ethics'] as const;
export type RubricCriterion = (typeof rubricCriteria)[number];

/** Each criterion's name as every screen and the results PDF show it. */
export const rubricCriterionLabels: Record<RubricCriterion, string> = {
  clarity: 'Clarity',
  structure: 'Structure',
  voice: 'Voice',
  authenticity: 'Authenticity',
  ethics: 'Ethics',
};

/** A rubric score's range, and a round's rating's (1 to 5 stars). */
export const RUBRIC_MIN = 1;
export const RUBRIC_MAX = 5;

/**
 * A reviewer's average rating as every screen shows it, to one decimal (4.2453 is 4.2), so the
 * reviewer's dashboard and the admin's list agree; null without ratings.
 */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
