import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  TextRun,
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';
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

/** Control characters (tabs and line breaks aside) and lone surrogates: Word refuses them. */
const xmlSafe = (text: string) => text.replace(/(?![\t\n\r])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu, '');

/** A text's lines as runs with line breaks between them (one paragraph). */
function lineRuns(text: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return linesOf(xmlSafe(text)).map(
    (line, index) => new TextRun({ text: line, break: index ? 1 : undefined, ...options }),
  );
}

/** A text as paragraphs, one per line. */
function paragraphs(text: string): Paragraph[] {
  return linesOf(xmlSafe(text.trim())).map((line) => new Paragraph({ text: line }));
}

/** 'Ada Lovelace' -> 'AL'. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);

/** Word wants xsd:dateTime without fractions: '2026-11-02T10:00:00Z'. */
const revisionDate = (at: string | null) =>
  new Date(at ?? Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The comments whose suggested wording becomes a tracked change: the passage must lie in one
 * paragraph and share no text with another comment's passage (tracked changes cannot overlap).
 */
function trackedSuggestions(annotated: AnnotatedDraft): Set<number> {
  const tracked = new Set<number>();
  for (const comment of annotated.comments) {
    if (!comment.suggestion || !comment.range) continue;
    const holding = annotated.paragraphs.filter((paragraph) =>
      paragraph.some((segment) => segment.covering.includes(comment.number)),
    );
    const alone = holding[0]?.every(
      (segment) => !segment.covering.includes(comment.number) || segment.covering.length === 1,
    );
    if (holding.length === 1 && alone) tracked.add(comment.number);
  }
  return tracked;
}

/**
 * The draft as Word paragraphs: each comment a Word comment on its passage, and each suggested
 * wording a tracked change (the passage deleted, the suggestion inserted) by the reviewer.
 */
function draftParagraphs(
  annotated: AnnotatedDraft,
  tracked: ReadonlySet<number>,
  change: { author: string; date: string },
): Paragraph[] {
  const byNumber = new Map(annotated.comments.map((c) => [c.number, c]));
  let revisionId = annotated.comments.length;
  return annotated.paragraphs.map((segments) => {
    const children: ParagraphChild[] = [];
    for (const segment of segments) {
      for (const n of segment.beginning) children.push(new CommentRangeStart(n - 1));
      const text = xmlSafe(segment.text);
      const replaced = segment.covering.find((n) => tracked.has(n));
      if (replaced === undefined) children.push(new TextRun(text));
      else children.push(new DeletedTextRun({ id: revisionId++, ...change, text }));
      for (const n of segment.ending) {
        const suggestion = tracked.has(n) ? byNumber.get(n)?.suggestion : null;
        if (suggestion) {
          linesOf(xmlSafe(suggestion)).forEach((line, index) =>
            children.push(
              new InsertedTextRun({
                id: revisionId++,
                ...change,
                text: line,
                break: index ? 1 : undefined,
              }),
            ),
          );
        }
        children.push(new CommentRangeEnd(n - 1));
        children.push(new TextRun({ children: [new CommentReference(n - 1)] }));
      }
    }
    return new Paragraph({ children });
  });
}

function wordComment(
  comment: NumberedComment,
  tracked: ReadonlySet<number>,
  author: string,
  date: Date,
): ICommentOptions {
  const body = paragraphs(comment.body);
  if (comment.suggestion && !tracked.has(comment.number)) {
    body.push(
      new Paragraph({
        children: [
          new TextRun({ text: 'Suggested wording: ', bold: true }),
          ...lineRuns(comment.suggestion),
        ],
      }),
    );
  }
  return {
    id: comment.number - 1,
    author,
    initials: initialsOf(author),
    date,
    children: body,
  };
}

function rubricParagraphs(round: ReviewRound): Paragraph[] {
  return rubricRows(round).map(
    (row) =>
      new Paragraph({
        children: [
          new TextRun({ text: `${row.label}: `, bold: true }),
          new TextRun(`${row.score} / 5`),
        ],
      }),
  );
}

/** A comment of an earlier round, as plain text: its quote, body and suggested wording. */
function plainComment(comment: NumberedComment): Paragraph[] {
  return [
    new Paragraph({
      children: [
        new TextRun({ text: `[${comment.number}] `, bold: true }),
        ...lineRuns(`“${comment.quote}”`, { italics: true }),
      ],
    }),
    new Paragraph({ children: lineRuns(comment.body.trim()), indent: { left: 360 } }),
    ...(comment.suggestion
      ? [
          new Paragraph({
            indent: { left: 360 },
            children: [
              new TextRun({ text: 'Suggested wording: ', bold: true }),
              ...lineRuns(comment.suggestion),
            ],
          }),
        ]
      : []),
  ];
}

/**
 * The results for Word: the reviewed draft with the reviewer's comments as Word comments and
 * suggested wording as tracked changes the applicant can accept or reject; then the memo and
 * rubric, and the earlier rounds in brief.
 */
export async function renderReviewDocx(input: ResultsDocumentInput): Promise<Buffer> {
  const heading = documentHeading(input);
  const author = xmlSafe(input.reviewerName ?? 'Your reviewer');
  const children: Paragraph[] = [
    new Paragraph({ text: heading.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: xmlSafe(heading.order) }),
    ...(heading.reviewer ? [new Paragraph({ text: xmlSafe(heading.reviewer) })] : []),
    new Paragraph({ text: heading.round }),
  ];
  const comments: ICommentOptions[] = [];

  const latest = latestRound(input);
  if (latest) {
    const { round, draft, annotated } = latest;
    const tracked = trackedSuggestions(annotated);
    const date = revisionDate(round.submittedAt);
    children.push(
      new Paragraph({ text: 'Your statement', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({
        children: [
          new TextRun({
            text:
              `Draft ${draft.number}, as your reviewer read it. Comments are in the margin; ` +
              'suggested wording is shown as tracked changes you can accept or reject ' +
              '(Review tab).',
            italics: true,
          }),
        ],
      }),
      ...draftParagraphs(annotated, tracked, { author, date }),
    );
    const unplaced = annotated.comments.filter((comment) => !comment.range);
    if (unplaced.length) {
      children.push(
        new Paragraph({
          text: 'Comments on passages not found in this draft',
          heading: HeadingLevel.HEADING_2,
        }),
        ...unplaced.flatMap(plainComment),
      );
    }
    children.push(
      new Paragraph({ text: 'Summary memo', heading: HeadingLevel.HEADING_1 }),
      ...paragraphs(round.summaryMemo),
      new Paragraph({ text: 'Rubric', heading: HeadingLevel.HEADING_1 }),
      ...rubricParagraphs(round),
    );
    if (round.inlineComments?.trim()) {
      children.push(
        new Paragraph({ text: 'Further notes', heading: HeadingLevel.HEADING_1 }),
        ...paragraphs(round.inlineComments),
      );
    }
    comments.push(
      ...annotated.comments
        .filter((comment) => comment.range)
        .map((comment) => wordComment(comment, tracked, author, new Date(date))),
    );
  }

  const earlier = earlierRounds(input);
  if (earlier.length) {
    children.push(new Paragraph({ text: 'Earlier rounds', heading: HeadingLevel.HEADING_1 }));
    for (const { round, comments: roundComments } of earlier) {
      const delivered = deliveredOn(round.submittedAt);
      children.push(
        new Paragraph({
          text: `Round ${round.round}${delivered ? `, delivered ${delivered}` : ''}`,
          heading: HeadingLevel.HEADING_2,
        }),
        ...paragraphs(round.summaryMemo),
        new Paragraph({
          text: rubricRows(round)
            .map((row) => `${row.label} ${row.score}/5`)
            .join(' · '),
        }),
        ...roundComments.flatMap(plainComment),
        ...(round.inlineComments?.trim() ? paragraphs(round.inlineComments) : []),
      );
    }
  }

  const doc = new Document({
    title: `${heading.title} - order #${orderNumber(input.submissionId)}`,
    creator: 'Counsel Review',
    lastModifiedBy: author,
    comments: { children: comments },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
