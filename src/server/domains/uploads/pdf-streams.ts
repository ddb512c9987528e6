import {
  DecompressionStream as NativeDecompressionStream,
  TransformStream,
  type ReadableStream,
  type WritableStream,
} from 'node:stream/web';
import zlib from 'node:zlib';
import { TooComplexDocumentError } from './document-errors.js';

const MB = 1024 * 1024;
// Page content, fonts and object streams of a real statement inflate to a few MB at most.
export const MAX_STREAM_BYTES = 16 * MB;
// Images are never decoded to read text, but a stream calling itself an image may be lying.
export const MAX_IMAGE_BYTES = 128 * MB;

const STREAM = Buffer.from('stream');
const OBJ = Buffer.from('obj');
const IMAGE = /\/Subtype\s*\/Image\b/;

/** Where pdf.js starts a stream's data: after the end of the line holding `stream`. */
function dataStart(bytes: Buffer, at: number): number {
  const lineEnd = bytes.subarray(at, at + 256).findIndex((byte) => byte === 0x0d || byte === 0x0a);
  if (lineEnd < 0) return -1;
  const start = at + lineEnd;
  return bytes[start] === 0x0d && bytes[start + 1] === 0x0a ? start + 2 : start + 1;
}

/** The same zlib header test pdf.js applies before inflating. */
function startsLikeZlib(bytes: Buffer, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

function isImageStream(bytes: Buffer, at: number): boolean {
  const window = bytes.subarray(Math.max(0, at - 4096), at);
  const header = window.lastIndexOf(OBJ);
  return IMAGE.test(window.toString('latin1', Math.max(0, header)));
}

/** Bytes `data` inflates to, counted as zlib produces them, stopping once past `limit`. */
function inflatedLength(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    // A corrupt stream counts what it produced before the error.
    inflate.on('error', () => resolve(total));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/**
 * Inflates every Flate stream in the file once, keeping nothing, and refuses the file when the
 * total passes the limits. Streams are found by their `stream` keyword, and their end is where
 * zlib says the data ends: neither `/Length` nor `endstream` (a file's own claims) is trusted.
 */
export async function checkPdfStreams(bytes: Buffer): Promise<void> {
  let streamBytes = 0;
  let imageBytes = 0;
  for (let at = bytes.indexOf(STREAM); at >= 0; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue;
    const start = dataStart(bytes, at + STREAM.length);
    if (start < 0 || !startsLikeZlib(bytes, start)) continue;
    const image = isImageStream(bytes, at);
    const limit = image ? MAX_IMAGE_BYTES - imageBytes : MAX_STREAM_BYTES - streamBytes;
    const length = await inflatedLength(bytes.subarray(start), limit);
    if (length > limit) throw new TooComplexDocumentError('inflated-size', 'PDF streams');
    if (image) imageBytes += length;
    else streamBytes += length;
  }
}

/**
 * pdf.js inflates page content with the global DecompressionStream. This replaces it with one
 * that counts every byte it produces in this process and calls `exceeded` past `maxBytes`.
 * `exceeded` must end the process: pdf.js catches a failed stream and inflates it again in
 * JavaScript, without any limit.
 */
export function capDecompressionStreams(maxBytes: number, exceeded: () => never): void {
  let total = 0;
  class CappedDecompressionStream {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream;

    constructor(format: 'deflate' | 'deflate-raw' | 'gzip') {
      const inner = new NativeDecompressionStream(format);
      const count = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > maxBytes) exceeded();
          controller.enqueue(chunk);
        },
      });
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(count);
    }
  }
  globalThis.DecompressionStream =
    CappedDecompressionStream as unknown as typeof DecompressionStream;
}
