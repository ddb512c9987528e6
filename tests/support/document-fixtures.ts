import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF with one page per entry; each page's text is drawn line by line. */
export async function makePdf(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage();
    page.drawText(text, { x: 50, y: 760, font, size: 11, lineHeight: 14 });
  }
  return Buffer.from(await pdf.save());
}

/** A real DOCX (as Word writes it) with one paragraph per entry. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** A file that starts like a PDF and is exactly `size` bytes long (content is padding). */
export function pdfLikeOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/** The start of a Windows executable: what a renamed .exe looks like. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}
