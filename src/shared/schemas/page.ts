import { z } from 'zod';

/** A query-string value the client may send empty ("all"): empty means absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A list page's cursor: opaque, from the previous page (a name cursor is longer). */
export const cursorParam = (maxLength = 200) =>
  optionalParam(
    z.string().max(maxLength, 'This page link is invalid. Reload the list and try again.'),
  );

/** How many rows a list page holds, 1 to `max`, with a message a person can act on. */
export const limitParam = (defaultLimit: number, max = 100) => {
  const message = `The limit must be a whole number from 1 to ${max}.`;
  return z.coerce
    .number(message)
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(defaultLimit);
};

/** One page of a list and the cursor of the next page (null on the last). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
