import { z } from 'zod';

/** One page of a list and the cursor of the next page (null on the last). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
