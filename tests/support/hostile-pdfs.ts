import zlib from 'node:zlib';

/**
 * Hostile PDFs written by hand (what no PDF library would write), for the parser's limits:
 * bombs, floods and loops, each small enough to generate in a test.
 */

const MB = 1024 * 1024;
const ADLER_BASE = 65521;

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % ADLER_BASE;
    b = (b + a) % ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of A then B from theirs and B's length. */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  const a = ((first & 0xffff) + (second & 0xffff) + ADLER_BASE - 1) % ADLER_BASE;
  const b =
    (((rem * (first & 0xffff)) % ADLER_BASE) +
      (first >>> 16) +
      (second >>> 16) +
      ADLER_BASE -
      rem) %
    ADLER_BASE;
  return ((b << 16) | a) >>> 0;
}

/**
 * Raw deflate data for `unit` repeated `times` times, made by repeating one compressed copy
 * (full-flushed, so each copy stands alone): a gigabyte of zeros takes a millisecond to build.
 */
export function deflateRepeated(unit: Buffer, times: number): Buffer {
  const block = zlib.deflateRawSync(unit, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(times).fill(block), Buffer.from([0x03, 0x00])]);
}

/** The same as a zlib stream, as a PDF's FlateDecode holds it, checksum included. */
export function zlibRepeated(unit: Buffer, times: number): Buffer {
  const unitSum = adler32(unit);
  let sum = 1;
  for (let i = 0; i < times; i += 1) sum = adler32Combine(sum, unitSum, unit.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(sum);
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflateRepeated(unit, times), checksum]);
}

/** A PDF written by hand: object n is `objects[n - 1]`, object 1 the catalog. */
export function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}${trailer}`));
  return Buffer.concat(parts);
}

export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page PDF whose page content is `content` (a whole stream object). */
export function onePagePdf(content: Buffer): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >>',
    '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    content,
    HELVETICA,
  ]);
}

/** A PDF of `count` pages sharing one content stream. */
export function pdfWithPages(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 5} 0 R`).join(' ');
  const page =
    '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} /MediaBox [0 0 612 792] >>`,
    pdfStream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Page) Tj ET')),
    HELVETICA,
    ...Array<string>(count).fill(page),
  ]);
}

/** A one-page PDF whose content stream inflates to `megabytes` MB of zeros. */
export function pdfInflatingTo(megabytes: number): Buffer {
  return onePagePdf(pdfStream('/Filter /FlateDecode', zlibRepeated(Buffer.alloc(MB), megabytes)));
}

/** A one-page PDF drawing nothing with `count` save/restore operators (`q Q`). */
export function pdfWithOperators(count: number): Buffer {
  const unit = Buffer.from('q Q\n'.repeat(MB / 4));
  const times = Math.ceil(count / (MB / 2));
  return onePagePdf(pdfStream('/Filter /FlateDecode', zlibRepeated(unit, times)));
}

/** A PDF whose only Pages node lists itself as its kid. */
export function pdfWithPageLoop(): Buffer {
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']);
}

/**
 * LZW data (as /LZWDecode reads it) for `cycles` runs of about 7 MB of zeros each: every code
 * names the previous string plus one zero, until the table is full and is cleared.
 */
export function lzwZeros(cycles: number): Buffer {
  const out: number[] = [];
  let pending = 0;
  let pendingBits = 0;
  const put = (code: number, width: number) => {
    pending = pending * 2 ** width + code;
    pendingBits += width;
    while (pendingBits >= 8) {
      pendingBits -= 8;
      out.push(Math.floor(pending / 2 ** pendingBits) & 0xff);
      pending %= 2 ** pendingBits;
    }
  };
  let width = 9;
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    // The clear code is written at the width in use; after it, codes are 9 bits again.
    put(256, width);
    width = 9;
    put(0, width);
    for (let next = 258; next < 4090;) {
      put(next, width);
      next += 1;
      // Codes widen when the table (plus pdf.js's early change) reaches a power of two.
      if (((next + 1) & next) === 0) width = Math.min(Math.log2(next + 1) + 1, 12);
    }
  }
  put(257, width);
  if (pendingBits > 0) put(0, 8 - pendingBits);
  return Buffer.from(out);
}

/** A one-page PDF whose content stream LZW-decodes to about 7 MB of zeros per cycle. */
export function pdfWithLzwZeros(cycles: number): Buffer {
  return onePagePdf(pdfStream('/Filter /LZWDecode', lzwZeros(cycles)));
}

/**
 * A page drawing form 1 once, each form drawing the next `fanOut` times, `depth` forms deep:
 * a few KB that pdf.js would walk fanOut^depth times.
 */
export function pdfWithNestedForms(depth: number, fanOut = 10): Buffer {
  const forms = Array.from({ length: depth }, (_, level) => {
    const last = level === depth - 1;
    const resources = last
      ? '/Resources << /Font << /F1 4 0 R >> >>'
      : `/Resources << /XObject << /X ${level + 7} 0 R >> >>`;
    const content = last ? 'BT /F1 1 Tf (a) Tj ET' : '/X Do '.repeat(fanOut);
    return pdfStream(
      `/Type /XObject /Subtype /Form /BBox [0 0 1 1] ${resources}`,
      Buffer.from(content),
    );
  });
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 612 792] >>',
    '<< /Type /Page /Parent 2 0 R /Resources << /XObject << /X 6 0 R >> >> /Contents 5 0 R >>',
    HELVETICA,
    pdfStream('', Buffer.from('/X Do')),
    ...forms,
  ]);
}
