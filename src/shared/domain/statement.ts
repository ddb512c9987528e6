/** The longest statement, or revised draft, taken as text (docs/product.md §2), in characters. */
export const MAX_STATEMENT_CHARS = 30_000;
