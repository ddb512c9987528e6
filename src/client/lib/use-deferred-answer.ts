import { useDeferredValue, useMemo } from 'react';

/**
 * `answer`, handed over as a transition: a large page's render runs in slices between which the
 * browser paints and takes input, not in one long task (docs/decisions/010-page-budgets.md).
 * Undefined until the transition has rendered the answer for `key` (the order on screen): the
 * deferred value may still be another order's, which must not show for even a frame.
 */
export function useDeferredAnswer<T>(
  key: string | undefined,
  answer: T | undefined,
): T | undefined {
  const current = useMemo(
    () => (answer === undefined ? undefined : { key, answer }),
    [key, answer],
  );
  const deferred = useDeferredValue(current);
  return deferred !== undefined && deferred.key === key ? deferred.answer : undefined;
}
