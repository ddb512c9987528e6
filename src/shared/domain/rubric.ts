/** What a reviewer scores, each a whole number from 1 to 5 (docs/product.md §6), in this order. */
export const rubricCriteria = ['clarity', 'structure', 'voice', 'authenticity', 'ethics'] as const;
export type RubricCriterion = (typeof rubricCriteria)[number];
