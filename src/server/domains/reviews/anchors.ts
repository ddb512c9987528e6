import { AppError } from '../../../shared/errors.js';
import type { AnchoredComment } from '../../../shared/schemas/reviews.js';

/**
 * Anchored comments must point at the statement as stored: each quote is exactly the text
 * between its offsets, and passages do not overlap (they are highlighted in place).
 */
export function checkAnchors(statementText: string, comments: readonly AnchoredComment[]): void {
  const sorted = [...comments].sort((a, b) => a.startOffset - b.startOffset);
  sorted.forEach((comment, index) => {
    if (statementText.slice(comment.startOffset, comment.endOffset) !== comment.quote) {
      throw new AppError(
        'validation',
        'A comment no longer matches the statement text. Reload the workspace and attach it again.',
      );
    }
    const previous = sorted[index - 1];
    if (previous && comment.startOffset < previous.endOffset) {
      throw new AppError(
        'validation',
        'Two comments cover overlapping passages. Attach each to its own passage.',
      );
    }
  });
}
