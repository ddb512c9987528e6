/**
 * Reads a ZIP file's central directory (names and declared sizes) without inflating anything,
 * so a DOCX can be recognised by its `word/document.xml` entry and a zip bomb refused before
 * mammoth expands it. Returns null when the bytes are not a well-formed ZIP.
 */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;

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
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, nameEnd),
      compressedSize,
      uncompressedSize,
    });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}
