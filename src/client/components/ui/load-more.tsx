import { errorMessage } from '#client/lib/api';
import { Alert } from './alert';
import { Button } from './button';

/** What LoadMore needs of an infinite query (TanStack's useInfiniteQuery result fits). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The last "Load more" failed: the rows already shown stay, with what went wrong. */
  isFetchNextPageError: boolean;
  error: unknown;
}

/** 'Load more' under a paged list: the next page after the last one's cursor. */
export function LoadMore({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <>
      {list.isFetchNextPageError && !list.isFetchingNextPage ? (
        <Alert variant="destructive" role="alert">
          More could not be loaded: {errorMessage(list.error)} Press Load more to try again.
        </Alert>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-center"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </>
  );
}
