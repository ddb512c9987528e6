/**
 * What an email telling a reviewer of a new assignment ends with: a way to their dashboard,
 * where they start the review or release the order. Opening the workspace starts the review,
 * and a started review can no longer be released (docs/product.md §5, Releasing).
 */
export function newAssignmentEnding(publicUrl: string) {
  return {
    paragraph:
      'Start the review from your dashboard, or release the order there if you cannot take it on.',
    action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard` },
  };
}
