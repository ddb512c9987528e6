import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { orderNumber } from '../../../shared/domain/order-number.js';
import type { ReviewRound } from '../../../shared/schemas/reviews.js';
import {
  deliveredOn,
  documentHeading,
  earlierRounds,
  latestRound,
  linesOf,
  rubricRows,
  type AnnotatedDraft,
  type NumberedComment,
  type ResultsDocumentInput,
} from './results-document.js';

const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 60, top: 64, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;

const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.39, 0.45, 0.53);
const ACCENT = rgb(0.71, 0.33, 0.04);
const HIGHLIGHT = rgb(1, 0.94, 0.6);
const RULE = rgb(0.85, 0.87, 0.9);

type Style = 'sans' | 'bold' | 'italic' | 'serif' | 'marker';

/** A piece of a paragraph: text in one style, highlighted or not. */
interface Piece {
  text: string;
  style: Style;
  highlight?: boolean;
}

interface Placed extends Piece {
  x: number;
  width: number;
}

/** Characters the standard fonts cannot draw, replaced by ones they can. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\u2060': '',
  '\uFEFF': '',
};

/**
 * Standard PDF fonts encode WinAnsi only: keep what they can draw, fold accented letters they
 * cannot to their base letter, replace the rest with '?' instead of failing the whole PDF.
 */
export function printable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') out += ' ';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (charset.has(code)) out += ch;
    else if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else {
      const base = [...ch.normalize('NFD')].filter((part) => charset.has(part.codePointAt(0)!));
      out += base.length ? base.join('') : '?';
    }
  }
  return out;
}

interface ParagraphOptions {
  size?: number;
  indent?: number;
  lineHeight?: number;
  color?: Color;
  /** Space below the paragraph. */
  after?: number;
}

/** Lays text out on pages: wraps words, breaks words wider than a line, starts new pages. */
class Writer {
  page!: PDFPage;
  y = 0;
  private readonly charset: ReadonlySet<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Record<Style, PDFFont>,
  ) {
    this.charset = new Set(fonts.sans.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(height: number) {
    this.y -= height;
  }

  private width(piece: Piece, size: number) {
    const font = this.fonts[piece.style];
    const markerSize = piece.style === 'marker' ? size * 0.8 : size;
    return font.widthOfTextAtSize(piece.text, markerSize) + (piece.style === 'marker' ? 2 : 0);
  }

  /** Words (runs of non-space pieces, which may change style mid-word) and the spaces between. */
  private units(pieces: Piece[]) {
    const units: { space: boolean; parts: Piece[] }[] = [];
    for (const piece of pieces) {
      const text = printable(piece.text, this.charset);
      for (const part of text.split(/(\s+)/)) {
        if (!part) continue;
        const last = units.at(-1);
        if (/^\s+$/.test(part)) {
          if (!last?.space) units.push({ space: true, parts: [{ ...piece, text: ' ' }] });
        } else if (last && !last.space) last.parts.push({ ...piece, text: part });
        else units.push({ space: false, parts: [{ ...piece, text: part }] });
      }
    }
    return units;
  }

  /** The pieces wrapped into lines of at most `maxWidth`. */
  private wrap(pieces: Piece[], size: number, maxWidth: number): Placed[][] {
    const lines: Placed[][] = [];
    let line: Placed[] = [];
    let x = 0;
    let space: Piece | null = null;
    const place = (piece: Piece, width: number) => {
      line.push({ ...piece, x, width });
      x += width;
    };
    const breakLine = () => {
      lines.push(line);
      line = [];
      x = 0;
    };
    for (const unit of this.units(pieces)) {
      if (unit.space) {
        space = line.length ? unit.parts[0]! : null;
        continue;
      }
      const width = unit.parts.reduce((sum, part) => sum + this.width(part, size), 0);
      const spaceWidth = space ? this.width(space, size) : 0;
      if (line.length && x + spaceWidth + width > maxWidth) breakLine();
      else if (space) place(space, spaceWidth);
      space = null;
      if (width <= maxWidth - x) {
        for (const part of unit.parts) place(part, this.width(part, size));
        continue;
      }
      // A word wider than a line: cut it wherever the line is full.
      for (const part of unit.parts) {
        for (const ch of part.text) {
          const piece = { ...part, text: ch };
          const charWidth = this.width(piece, size);
          if (line.length && x + charWidth > maxWidth) breakLine();
          place(piece, charWidth);
        }
      }
    }
    lines.push(line);
    return lines;
  }

  /** Neighbouring pieces of one style and highlight drawn as one run of text. */
  private static merge(line: Placed[]): Placed[] {
    const runs: Placed[] = [];
    for (const piece of line) {
      const last = runs.at(-1);
      if (
        last &&
        last.style === piece.style &&
        Boolean(last.highlight) === Boolean(piece.highlight) &&
        Math.abs(last.x + last.width - piece.x) < 0.01
      ) {
        last.text += piece.text;
        last.width += piece.width;
      } else runs.push({ ...piece });
    }
    return runs;
  }

  paragraph(pieces: Piece[], options: ParagraphOptions = {}) {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    const lineHeight = options.lineHeight ?? size * 1.45;
    for (const line of this.wrap(pieces, size, CONTENT_WIDTH - indent)) {
      this.ensure(lineHeight);
      const baseline = this.y - size;
      const runs = Writer.merge(line);
      for (const run of runs) {
        if (!run.highlight) continue;
        this.page.drawRectangle({
          x: MARGIN.x + indent + run.x - 0.5,
          y: baseline - size * 0.28,
          width: run.width + 1,
          height: size * 1.28,
          color: HIGHLIGHT,
        });
      }
      for (const run of runs) {
        const marker = run.style === 'marker';
        this.page.drawText(run.text, {
          x: MARGIN.x + indent + run.x,
          y: marker ? baseline + size * 0.3 : baseline,
          size: marker ? size * 0.8 : size,
          font: this.fonts[run.style],
          color: marker ? ACCENT : (options.color ?? INK),
        });
      }
      this.y -= lineHeight;
    }
    this.y -= options.after ?? 6;
  }

  /** Plain text, one paragraph per line of it. */
  text(text: string, options: ParagraphOptions & { style?: Style } = {}) {
    for (const line of linesOf(text.trim())) {
      if (!line.trim()) this.gap(5);
      else
        this.paragraph([{ text: line, style: options.style ?? 'sans' }], { ...options, after: 2 });
    }
    this.y -= options.after ?? 6;
  }

  heading(text: string, size = 14) {
    this.ensure(size * 1.5 + 48);
    this.gap(8);
    this.paragraph([{ text, style: 'bold' }], { size, after: 4 });
  }

  rule() {
    this.ensure(12);
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 14;
  }

  /** One criterion: its name, five boxes (filled up to the score) and 'n / 5'. */
  score(label: string, score: number) {
    const size = 10.5;
    const rowHeight = 18;
    this.ensure(rowHeight);
    const baseline = this.y - size;
    this.page.drawText(label, {
      x: MARGIN.x,
      y: baseline,
      size,
      font: this.fonts.sans,
      color: INK,
    });
    for (let i = 0; i < 5; i++) {
      this.page.drawRectangle({
        x: MARGIN.x + 110 + i * 14,
        y: baseline - 1,
        width: 10,
        height: 10,
        color: i < score ? ACCENT : undefined,
        borderColor: ACCENT,
        borderWidth: 0.75,
      });
    }
    this.page.drawText(`${score} / 5`, {
      x: MARGIN.x + 190,
      y: baseline,
      size,
      font: this.fonts.bold,
      color: INK,
    });
    this.y -= rowHeight;
  }

  /** 'Counsel Review · Order #AB12' and 'Page n of m' at the foot of every page. */
  footers(label: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const size = 8;
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      page.drawText(label, { x: MARGIN.x, y: 36, size, font: this.fonts.sans, color: MUTED });
      page.drawText(pageLabel, {
        x: PAGE.width - MARGIN.x - this.fonts.sans.widthOfTextAtSize(pageLabel, size),
        y: 36,
        size,
        font: this.fonts.sans,
        color: MUTED,
      });
    });
  }
}

/** The draft with each commented passage highlighted and '[n]' where it begins. */
function statementPieces(paragraph: AnnotatedDraft['paragraphs'][number]): Piece[] {
  return paragraph.flatMap((segment) => [
    ...segment.beginning.map((n) => ({ text: `[${n}]`, style: 'marker' as const })),
    { text: segment.text, style: 'serif' as const, highlight: segment.covering.length > 0 },
  ]);
}

function commentBlock(w: Writer, comment: NumberedComment, size = 10.5) {
  w.ensure(size * 4);
  w.paragraph(
    [
      { text: `[${comment.number}] `, style: 'bold' },
      { text: `“${comment.quote}”`, style: 'italic' },
      ...(comment.range
        ? []
        : [{ text: ' (passage not found in the draft)', style: 'sans' as const }]),
    ],
    { size, after: 2 },
  );
  for (const line of linesOf(comment.body.trim())) {
    w.paragraph([{ text: line, style: 'sans' }], { size, indent: 18, after: 2 });
  }
  if (comment.suggestion) {
    w.paragraph(
      [
        { text: 'Suggested wording: ', style: 'bold' },
        { text: comment.suggestion, style: 'sans' },
      ],
      { size, indent: 18, after: 2 },
    );
  }
  w.gap(6);
}

function memoAndRubric(w: Writer, round: ReviewRound) {
  w.heading('Summary memo');
  w.text(round.summaryMemo);
  w.heading('Rubric');
  for (const row of rubricRows(round)) w.score(row.label, row.score);
  w.gap(4);
  if (round.inlineComments?.trim()) {
    w.heading('Further notes');
    w.text(round.inlineComments);
  }
}

/**
 * The results as a PDF: the latest delivered round on the draft it reviewed, each commented
 * passage highlighted and numbered, the numbered comments with their suggested wording, the
 * memo and the rubric; then the earlier rounds in brief.
 */
export async function renderReviewPdf(input: ResultsDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const heading = documentHeading(input);
  doc.setTitle(`${heading.title} - order #${orderNumber(input.submissionId)}`);
  doc.setAuthor(input.reviewerName ?? 'Counsel Review');
  doc.setCreator('Counsel Review');
  const w = new Writer(doc, {
    sans: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    marker: await doc.embedFont(StandardFonts.HelveticaBold),
  });

  w.paragraph([{ text: 'COUNSEL REVIEW', style: 'bold' }], { size: 9, color: ACCENT, after: 4 });
  w.paragraph([{ text: heading.title, style: 'bold' }], { size: 22, after: 6 });
  w.paragraph([{ text: heading.order, style: 'sans' }], { size: 11, after: 1 });
  if (heading.reviewer) {
    w.paragraph([{ text: heading.reviewer, style: 'bold' }], { size: 11, after: 1 });
  }
  w.paragraph([{ text: heading.round, style: 'sans' }], { size: 11, color: MUTED, after: 8 });
  w.rule();

  const latest = latestRound(input);
  if (latest) {
    const { round, draft, annotated } = latest;
    // Each comment goes below the paragraph its passage begins in (docs/product.md §6 Results);
    // one whose passage is not in the draft goes after the statement.
    const begunIn = (segments: readonly { beginning: number[] }[]) =>
      new Set(segments.flatMap((segment) => segment.beginning));
    const placed = begunIn(annotated.paragraphs.flat());
    const elsewhere = annotated.comments.filter((comment) => !placed.has(comment.number));
    w.heading('Your statement');
    w.paragraph(
      [
        {
          text:
            `Draft ${draft.number}, as your reviewer read it.` +
            (annotated.comments.length > elsewhere.length
              ? ' Highlighted passages are numbered; each comment follows its paragraph.'
              : '') +
            (elsewhere.length
              ? ' Comments on passages no longer in this draft follow the statement.'
              : ''),
          style: 'sans',
        },
      ],
      { size: 9.5, color: MUTED, after: 8 },
    );
    for (const paragraph of annotated.paragraphs) {
      // A blank line between paragraphs is a gap, not a whole empty line.
      if (paragraph.every((s) => !s.text.trim() && !s.beginning.length)) {
        w.gap(7);
        continue;
      }
      w.paragraph(statementPieces(paragraph), { size: 11.5, lineHeight: 17, after: 3 });
      const begun = begunIn(paragraph);
      const here = annotated.comments.filter((comment) => begun.has(comment.number));
      if (here.length) w.gap(3);
      for (const comment of here) commentBlock(w, comment, 10);
    }
    if (elsewhere.length) {
      w.heading('Comments');
      for (const comment of elsewhere) commentBlock(w, comment);
    }
    memoAndRubric(w, round);
  }

  const earlier = earlierRounds(input);
  if (earlier.length) {
    w.heading('Earlier rounds');
    for (const { round, comments } of earlier) {
      const delivered = deliveredOn(round.submittedAt);
      w.heading(`Round ${round.round}${delivered ? `, delivered ${delivered}` : ''}`, 12);
      w.text(round.summaryMemo, { size: 10 });
      w.paragraph(
        [
          {
            text: rubricRows(round)
              .map((row) => `${row.label} ${row.score}/5`)
              .join(' · '),
            style: 'sans',
          },
        ],
        { size: 9.5, color: MUTED, after: 6 },
      );
      for (const comment of comments) commentBlock(w, comment, 9.5);
      if (round.inlineComments?.trim()) w.text(round.inlineComments, { size: 10 });
    }
  }

  w.footers(`Counsel Review · Order #${orderNumber(input.submissionId)}`);
  return doc.save();
}
