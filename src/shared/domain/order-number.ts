/** An order's number: the last 4 characters of its id, upper case ('AB12'). */
export function orderNumber(id: string): string {
  return id.slice(-4).toUpperCase();
}

/** How screens name an order: 'Order #AB12'. */
export function orderLabel(id: string): string {
  return `Order #${orderNumber(id)}`;
}

/** Where each role reads an order: the page a notice about that order links to. */
export function orderPagePath(role: 'applicant' | 'reviewer' | 'admin', id: string): string {
  if (role === 'reviewer') return `/review/${id}`;
  if (role === 'admin') return `/admin/orders/${id}`;
  return `/orders/${id}`;
}

/** An order's delivered feedback, read-only for anyone who takes part in it (docs/product.md §6). */
export function resultsPagePath(id: string): string {
  return `/results/${id}`;
}

/**
 * The submit form: for a new order (in `package`, if given), or back from checkout to edit the
 * unpaid draft `editing` (docs/product.md §2 Orders).
 */
export function submitPagePath(options: { package?: string; editing?: string | null } = {}) {
  const query = new URLSearchParams();
  if (options.package) query.set('package', options.package);
  if (options.editing) query.set('submissionId', options.editing);
  const search = query.toString();
  return search ? `/submit?${search}` : '/submit';
}
