import zlib from 'node:zlib';
import { TooComplexDocumentError, UnreadableDocumentError } from './document-errors.js';

/**
 * Reads a ZIP file's central directory (names, methods, offsets) without inflating anything,
 * so a DOCX can be recognised by its `word/document.xml` entry. Returns null when the bytes are
 * not a well-formed ZIP. The sizes an entry declares are the file's own claims: the parser
 * counts what it actually inflates instead.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const LOCAL_HEADER_SIZE = 30;
const DIRECTORY_ENTRY_SIZE = 46;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const ENCRYPTED = 0x1;
const STORED = 0;
const DEFLATED = 8;

function findEndOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

export function readZipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < END_RECORD_SIZE) return null;
  const end = findEndOfDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directoryOffset >= end) return null;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + DIRECTORY_ENTRY_SIZE > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameEnd = at + DIRECTORY_ENTRY_SIZE + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: bytes.toString('utf8', at + DIRECTORY_ENTRY_SIZE, nameEnd),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's content, inflated with zlib's own output limit: inflating stops as soon as the
 * output passes `maxBytes`, whatever size the entry declares.
 */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const header = entry.localHeaderOffset;
  if (header + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new UnreadableDocumentError(`no local header for ${entry.name}`);
  }
  const start =
    header + LOCAL_HEADER_SIZE + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize || entry.flags & ENCRYPTED) {
    throw new UnreadableDocumentError(`${entry.name} is truncated or encrypted`);
  }
  if (entry.method === STORED) {
    if (data.length > maxBytes) throw new TooComplexDocumentError('inflated-size', entry.name);
    return Buffer.from(data);
  }
  if (entry.method !== DEFLATED) {
    throw new UnreadableDocumentError(`${entry.name} uses compression method ${entry.method}`);
  }
  let inflated: Buffer;
  try {
    inflated = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new TooComplexDocumentError('inflated-size', entry.name);
    }
    throw new UnreadableDocumentError(`${entry.name} does not inflate`, { cause: error });
  }
  if (inflated.length > maxBytes) throw new TooComplexDocumentError('inflated-size', entry.name);
  return inflated;
}

/** A ZIP of stored (uncompressed) entries: what the parser hands on after inflating. */
export function storeZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(LOCAL_HEADER_SIZE);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6); // names are UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(DIRECTORY_ENTRY_SIZE);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const endRecord = Buffer.alloc(END_RECORD_SIZE);
  endRecord.writeUInt32LE(END_OF_DIRECTORY, 0);
  endRecord.writeUInt16LE(entries.length, 8);
  endRecord.writeUInt16LE(entries.length, 10);
  endRecord.writeUInt32LE(directorySize, 12);
  endRecord.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, endRecord]);
}
