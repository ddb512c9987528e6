import { useMutation } from '@tanstack/react-query';
import type { ReviewDraftBody } from '#shared/schemas/reviews.js';

export interface SaveDraftVariables {
  body: ReviewDraftBody;
  /** Let the request outlive the page (leaving, closing the tab). */
  keepalive?: boolean;
}

/**
 * PUT /api/reviews/draft: stores the whole round, replacing its anchored comments. Like the
 * app's request helper (docs/product.md §7 Screens), any non-ok answer becomes "<status>: <body>".
 */
export async function putDraft({ body, keepalive = false }: SaveDraftVariables): Promise<void> {
  const res = await fetch('/api/reviews/draft', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive,
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
}

/** The draft save as a mutation, so a 401 ends the session like every other call. */
export function useSaveDraft() {
  return useMutation({ mutationFn: putDraft });
}
