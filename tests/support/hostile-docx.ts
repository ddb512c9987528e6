import zlib from 'node:zlib';
import { deflateRepeated } from './hostile-pdfs.js';

/** Hostile DOCX files: ZIPs written by hand, so they can say what a ZIP library never would. */

const MB = 1024 * 1024;

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The uncompressed size the ZIP claims, when it should lie. */
  declaredSize?: number;
  /** Deflated content to store as-is instead of deflating `data`. */
  deflated?: Buffer;
}

/** A ZIP written by hand, so it can say what a ZIP library never would. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = part.deflated ?? zlib.deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const crc = part.deflated ? 0 : zlib.crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(entry, name);
    offset += local.length + name.length + body.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    central.reduce((sum, part) => sum + part.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** word/document.xml with `body` inside <w:body>, after an optional prolog (a DOCTYPE). */
export function wordDocumentXml(body: string, prolog = ''): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${WORD_NS}"><w:body>${body}</w:body></w:document>`,
  );
}

export function wordParagraph(text: string): string {
  return `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
}

/** The smallest DOCX Word and mammoth accept, with `document` as word/document.xml. */
export function docxOf(document: ZipPart['data'] | Omit<ZipPart, 'name'>, extra: ZipPart[] = []) {
  const part = Buffer.isBuffer(document) ? { data: document } : document;
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', ...part },
    ...extra,
  ]);
}

/** A DOCX whose word/document.xml claims 4 KB and inflates to `megabytes` MB of zeros. */
export function docxInflatingTo(megabytes: number): Buffer {
  return docxOf({
    data: Buffer.alloc(0),
    declaredSize: 4096,
    deflated: deflateRepeated(Buffer.alloc(MB), megabytes),
  });
}

/** word/document.xml declaring ten entities of ten each: 10^9 "lol"s if a parser expands them. */
export function billionLaughsXml(): Buffer {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level <= 9; level += 1) {
    entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  }
  return wordDocumentXml(wordParagraph('&lol9;'), `<!DOCTYPE w:document [${entities}]>`);
}

/** word/document.xml whose text is an external entity pointing at a file on the server. */
export function externalEntityXml(file = '/etc/passwd'): Buffer {
  const doctype = `<!DOCTYPE w:document [<!ENTITY secret SYSTEM "file://${file}">]>`;
  return wordDocumentXml(wordParagraph('Before &secret; after'), doctype);
}

/** word/document.xml with `depth` paragraphs, each inside the last. */
export function deeplyNestedXml(depth: number): Buffer {
  return wordDocumentXml(`${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}`);
}
