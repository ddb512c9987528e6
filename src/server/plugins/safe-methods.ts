const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change state: every method but HTTP's safe ones (RFC 9110 §9.2.1). */
export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method);
}
