import { useCallback, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';

/**
 * The id of one request the server must carry out once (a message, a refund): made once and sent
 * again by a retry after a lost answer, so the server finds the request done instead of doing it
 * twice. `next` starts the next request under a new id, once this one has succeeded.
 */
export function useRequestId(): { requestId: string; next: () => void } {
  const [requestId, setRequestId] = useState(() => uuidv4());
  const next = useCallback(() => setRequestId(uuidv4()), []);
  return { requestId, next };
}
