import mammoth from 'mammoth';
import { UnreadableDocumentError } from './document-errors.js';
import { readZipEntries, readZipEntry, storeZip } from './zip-entries.js';

// The XML of a long, heavily formatted document is a few MB; far beyond that is a zip bomb.
const MAX_XML_BYTES = 32 * 1024 * 1024;

// Text lives in the XML parts and their relationships; images and fonts are never inflated.
const TEXT_PART = /\.(xml|rels)$/i;

/** Rejects names that would climb out of a folder or mean different files on different systems. */
function isPlainEntryName(name: string): boolean {
  return (
    name.length > 0 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    !name.split('/').includes('..')
  );
}

/**
 * The text of a DOCX, read in the parser process. Each part is inflated here with a running
 * limit on the bytes it actually produces, then mammoth reads an uncompressed copy, so its own
 * unzipping has nothing left to inflate.
 */
export async function docxText(bytes: Buffer): Promise<string> {
  const entries = readZipEntries(bytes);
  if (!entries) throw new UnreadableDocumentError('not a ZIP');
  const names = new Set<string>();
  const parts: { name: string; data: Buffer }[] = [];
  let budget = MAX_XML_BYTES;
  for (const entry of entries) {
    if (!isPlainEntryName(entry.name) || names.has(entry.name)) {
      throw new UnreadableDocumentError(`unsafe or repeated ZIP entry name ${entry.name}`);
    }
    names.add(entry.name);
    if (!TEXT_PART.test(entry.name)) continue;
    const data = readZipEntry(bytes, entry, budget);
    budget -= data.length;
    parts.push({ name: entry.name, data });
  }
  const result = await mammoth.extractRawText({ buffer: storeZip(parts) });
  return result.value;
}
