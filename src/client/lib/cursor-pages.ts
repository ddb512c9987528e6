import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiJson } from './api';

/**
 * Options for a keyset-paged list answering `{ items, nextCursor }`: the first page has no
 * cursor, each "Load more" sends the previous page's.
 */
export function cursorPagesOptions<TPage extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (pageParam) params.set('cursor', pageParam);
      return apiJson<TPage>('GET', `${path}?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TPage) => last.nextCursor ?? undefined,
  });
}
