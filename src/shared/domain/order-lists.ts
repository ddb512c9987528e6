/*
 * How lists of orders page (GET /api/submissions and the reviewer's lists), apart from their
 * schemas: a page that only reads a list need not load zod to know its size or its cursor.
 */

/** How many orders a list answers when the request names no limit. */
export const ORDERS_DEFAULT_PAGE_SIZE = 20;

/** Lists are plain arrays; the next page's cursor travels in this response header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
