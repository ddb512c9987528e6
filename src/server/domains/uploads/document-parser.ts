/**
 * Entry of the short-lived process that reads one uploaded document (document-parser-pool.ts
 * starts it): the server never parses a document itself, so a hostile file can only exhaust
 * this process, which the server kills.
 */
import { TooComplexDocumentError } from './document-errors.js';
import {
  TOO_COMPLEX_EXIT_CODE,
  type DocumentFormat,
  type ParserJob,
  type ParserReply,
} from './parser-protocol.js';
import { capDecompressionStreams } from './pdf-streams.js';

// More text than any statement or annotation holds; stops a crafted file filling the table.
const MAX_TEXT_CHARS = 1_000_000;
// All the page content pdf.js may inflate while reading, repeats included.
const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

capDecompressionStreams(MAX_DECOMPRESSED_BYTES, () => process.exit(TOO_COMPLEX_EXIT_CODE));

/**
 * NUL and other control characters are dropped (PostgreSQL text cannot hold NUL); line breaks
 * and tabs stay.
 */
function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT_CHARS)
  );
}

async function readText(bytes: Buffer, format: DocumentFormat): Promise<string> {
  if (format === 'pdf') {
    const { pdfText } = await import('./pdf-text.js');
    return pdfText(bytes, MAX_TEXT_CHARS);
  }
  const { docxText } = await import('./docx-text.js');
  return docxText(bytes);
}

function refusal(error: unknown): ParserReply {
  if (error instanceof TooComplexDocumentError) {
    return { type: 'refused', reason: error.reason, detail: error.detail };
  }
  const detail = error instanceof Error ? error.message : String(error);
  // Nesting deep enough to overflow a recursive reader.
  if (error instanceof RangeError && /call stack/i.test(detail)) {
    return { type: 'refused', reason: 'structure', detail };
  }
  return { type: 'refused', reason: 'unreadable', detail };
}

async function read({ bytes, format }: ParserJob): Promise<ParserReply> {
  try {
    const text = await readText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), format);
    return { type: 'text', text: cleanText(text) };
  } catch (error) {
    return refusal(error);
  }
}

const send = (reply: ParserReply, then: () => void = () => undefined) =>
  process.send?.(reply, then);

// Orphaned when the server exits: nobody is left to read the answer.
process.on('disconnect', () => process.exit(0));
process.once('message', (job: ParserJob) => {
  void read(job).then((reply) => send(reply, () => process.exit(0)));
});
send({ type: 'ready' });
