/**
 * The orders list's filters as the screen holds them: '' means "all". They travel in the page's
 * address (so Back returns to the same list) and to GET /api/admin/orders and its CSV export.
 */
export interface OrderFilters {
  status: string;
  package: string;
  /** One applicant's orders: the links on their name (`applicantOrdersPath`) set it. */
  applicantId: string;
  reviewerId: string;
  /** An order number (#3F2A), a full order id, or part of the applicant's email. */
  q: string;
}

export const filterNames = ['status', 'package', 'applicantId', 'reviewerId', 'q'] as const;

export const noFilters: OrderFilters = {
  status: '',
  package: '',
  applicantId: '',
  reviewerId: '',
  q: '',
};

/** Filters from a query string; unknown parameters are ignored. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  return {
    status: search.get('status') ?? '',
    package: search.get('package') ?? '',
    applicantId: search.get('applicantId') ?? '',
    reviewerId: search.get('reviewerId') ?? '',
    q: search.get('q') ?? '',
  };
}

/** The non-empty filters (plus any paging values) as URL parameters. */
export function filterParams(
  filters: OrderFilters,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** GET /api/admin/orders for one page. */
export function ordersUrl(filters: OrderFilters, page: { cursor?: string; limit: number }) {
  return withQuery('/api/admin/orders', filterParams(filters, page));
}

/** The CSV export of every order matching the filters (all pages). */
export function ordersCsvUrl(filters: OrderFilters = noFilters): string {
  return withQuery('/api/admin/orders.csv', filterParams(filters));
}

/** The orders list of one applicant: the admin's page for them. */
export function applicantOrdersPath(applicantId: string): string {
  return withQuery('/admin/orders', filterParams({ ...noFilters, applicantId }));
}

/** The orders list of one reviewer. */
export function reviewerOrdersPath(reviewerId: string): string {
  return withQuery('/admin/orders', filterParams({ ...noFilters, reviewerId }));
}

export function hasFilters(filters: OrderFilters): boolean {
  return filterNames.some((name) => filters[name].trim() !== '');
}
