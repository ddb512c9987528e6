/** A file that has the right signature but cannot be read (corrupt, encrypted, truncated). */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

/** What made a document too much to read: each has its own limit in the parser process. */
export type TooComplexReason = 'pages' | 'inflated-size' | 'time' | 'memory' | 'structure';

/**
 * A file that would take more pages, inflated bytes, memory or time to read than any statement
 * needs: a hostile file, or one a person can simplify. Still an unreadable file to callers
 * that do not tell the two apart.
 */
export class TooComplexDocumentError extends UnreadableDocumentError {
  override name = 'TooComplexDocumentError';
  readonly reason: TooComplexReason;
  readonly detail: string;

  constructor(reason: TooComplexReason, detail = '') {
    super(detail ? `too complex (${reason}): ${detail}` : `too complex (${reason})`);
    this.reason = reason;
    this.detail = detail;
  }
}

/** Every parser process is busy and the queue is full; the caller may try again later. */
export class DocumentReadersBusyError extends Error {
  override name = 'DocumentReadersBusyError';
}
