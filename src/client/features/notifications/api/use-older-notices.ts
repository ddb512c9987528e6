import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { NotificationsResponse } from '#shared/schemas/notifications.js';
import { apiRequest } from '#client/lib/api';
import { useMarkNotificationsRead } from './use-mark-notifications-read';

/**
 * The notices before the latest page, a page at a time on request while the list is open
 * (`from`: the latest page's nextCursor). Each page shows as it came and is then marked read.
 */
export function useOlderNotices(from: string | null | undefined) {
  const markRead = useMarkNotificationsRead();
  const [pages, setPages] = useState<NotificationsResponse[]>([]);
  // Bumped when the list closes: a page that arrives after that was never shown.
  const opening = useRef(0);
  const next = pages.length ? pages.at(-1)!.nextCursor : (from ?? null);
  const load = useMutation({
    mutationFn: async ({ before }: { before: string; opening: number }) => {
      const response = await apiRequest(
        'GET',
        `/api/notifications?before=${encodeURIComponent(before)}`,
      );
      return (await response.json()) as NotificationsResponse;
    },
    onSuccess: (page, sent) => {
      if (sent.opening !== opening.current) return;
      setPages((earlier) => [...earlier, page]);
      if (page.items.some((n) => !n.read)) markRead.mutate(page.items);
    },
  });
  return {
    pages,
    /** Whether older notices follow the ones shown. */
    more: next !== null,
    loadMore: () => {
      if (next) load.mutate({ before: next, opening: opening.current });
    },
    loading: load.isPending,
    error: load.error,
    /** Forgets the pages shown: the list was closed. */
    reset: () => {
      opening.current += 1;
      setPages([]);
      load.reset();
    },
  };
}
