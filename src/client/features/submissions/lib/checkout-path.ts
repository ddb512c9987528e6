/** Where a draft is paid: the checkout address (docs/product.md §7 Screens). */
export function checkoutPath(submission: { id: string; packageTier: string }): string {
  return `/checkout/${submission.packageTier}?submissionId=${encodeURIComponent(submission.id)}`;
}
