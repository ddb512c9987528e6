import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { rubricCriteria, type ReviewRound } from '../../../shared/schemas/reviews.js';

const MARGIN = 56;
const WIDTH = 612;
const HEIGHT = 792;

/** Standard PDF fonts only encode Latin-1: replace what they cannot draw. */
const printable = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');

class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  line(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    for (const paragraph of printable(text).split('\n')) {
      const words = paragraph.split(' ');
      let current = '';
      const flush = () => {
        if (this.y < MARGIN + size) {
          this.page = this.doc.addPage([WIDTH, HEIGHT]);
          this.y = HEIGHT - MARGIN;
        }
        this.page.drawText(current, {
          x: MARGIN,
          y: this.y,
          size,
          font,
          color: rgb(0.12, 0.16, 0.22),
        });
        this.y -= size * 1.4;
        current = '';
      };
      for (const word of words) {
        const next = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && current) {
          flush();
          current = word;
        } else current = next;
      }
      flush();
    }
    this.y -= options.gap ?? 4;
  }
}

/** A PDF of every delivered round: memo, rubric, anchored and free-form comments. */
export async function renderReviewPdf(input: {
  submissionId: string;
  school: string;
  rounds: ReviewRound[];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Counsel Review - order #${orderNumber(input.submissionId)}`);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.line('Counsel Review', { size: 18, bold: true });
  w.line(
    `Personal statement review - order #${orderNumber(input.submissionId)} - ${input.school}`,
    { gap: 12 },
  );
  for (const round of input.rounds) {
    w.line(
      `Round ${round.round}${round.submittedAt ? ` - delivered ${round.submittedAt.slice(0, 10)}` : ''}`,
      { size: 14, bold: true },
    );
    w.line('Summary memo', { bold: true });
    w.line(round.summaryMemo, { gap: 10 });
    w.line('Rubric (1-5)', { bold: true });
    for (const criterion of rubricCriteria) {
      w.line(
        `${criterion.charAt(0).toUpperCase()}${criterion.slice(1)}: ${round.rubricScores[criterion]} / 5`,
      );
    }
    w.y -= 6;
    if (round.anchoredComments.length) {
      w.line('Comments on passages', { bold: true });
      for (const comment of round.anchoredComments) {
        w.line(`"${comment.quote}"`, { size: 10 });
        w.line(`- ${comment.body}`, { gap: 8 });
      }
    }
    if (round.inlineComments) {
      w.line('Inline comments', { bold: true });
      w.line(round.inlineComments, { gap: 12 });
    }
  }
  return doc.save();
}
