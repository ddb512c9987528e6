import type { TooComplexReason } from './document-errors.js';

/** Messages between the server and a document parser process (document-parser.ts). */
export type DocumentFormat = 'pdf' | 'docx';

export interface ParserJob {
  bytes: Uint8Array;
  format: DocumentFormat;
}

export type ParserReply =
  | { type: 'ready' }
  | { type: 'text'; text: string }
  | { type: 'refused'; reason: TooComplexReason | 'unreadable'; detail: string };

// A statement, CV or annotated statement is a few pages; 20 leaves room for appendices.
export const MAX_PDF_PAGES = 20;

/** The parser's exit code when a limit is passed somewhere it cannot reply from. */
export const TOO_COMPLEX_EXIT_CODE = 3;
