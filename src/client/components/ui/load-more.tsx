import { Button } from './button';

/** What LoadMore needs of an infinite query (TanStack's useInfiniteQuery result fits). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a paged list: the next page after the last one's cursor. */
export function LoadMore({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
