import {
  numberComments,
  type NumberedComment as Numbered,
} from '../../../shared/domain/anchors.js';
import { orderNumber } from '../../../shared/domain/order-number.js';
import { rubricCriteria, rubricCriterionLabels } from '../../../shared/domain/rubric.js';
import type { ReviewRound, StatementDraft } from '../../../shared/schemas/reviews.js';
import { draftOfRound } from './drafts.js';

/**
 * What the results downloads (PDF and Word) show, worked out once for both: the latest
 * delivered round on the draft it reviewed, its comments numbered in reading order as on the
 * results page, then the earlier rounds in brief.
 */
export interface ResultsDocumentInput {
  submissionId: string;
  school: string;
  /** Who wrote the latest delivered round, or null when they gave no name. */
  reviewerName: string | null;
  /** Delivered rounds, oldest first. */
  rounds: readonly ReviewRound[];
  drafts: readonly StatementDraft[];
}

export type RoundComment = ReviewRound['anchoredComments'][number];

/** A comment with its number (1, 2 … in reading order) and its passage in the draft, if found. */
export type NumberedComment = Numbered<RoundComment>;

/** A run of one paragraph's text and the comments (by number) that cover it. */
export interface DraftSegment {
  /** Offset of the run in the whole draft. */
  start: number;
  end: number;
  text: string;
  covering: number[];
  /** Comments whose passage begins / ends with this run. */
  beginning: number[];
  ending: number[];
}

export interface AnnotatedDraft {
  comments: NumberedComment[];
  /** The draft's lines (split at line breaks), each cut at every passage boundary. */
  paragraphs: DraftSegment[][];
}

/**
 * The draft cut into paragraphs and runs. A passage may run over a line break; overlapping
 * passages (stored before the server refused them) each keep their own boundaries. Joining
 * every run's text, with a line break between paragraphs, gives the draft back.
 */
export function annotateDraft(text: string, comments: readonly RoundComment[]): AnnotatedDraft {
  const numbered = numberComments(text, comments);
  // Where each passage is drawn: without line breaks at its ends, so it begins and ends in a run.
  const placed = numbered.flatMap((c) => {
    if (!c.range) return [];
    let { start, end } = c.range;
    while (start < end && '\r\n'.includes(text[start]!)) start++;
    while (end > start && '\r\n'.includes(text[end - 1]!)) end--;
    return start < end ? [{ number: c.number, range: { start, end } }] : [];
  });
  const lineBreaks: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lineBreaks.push(at);
  }
  const cuts = new Set([0, text.length]);
  for (const at of lineBreaks) {
    cuts.add(at);
    cuts.add(at + 1);
  }
  for (const c of placed) {
    cuts.add(c.range.start);
    cuts.add(c.range.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const paragraphs: DraftSegment[][] = [[]];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (start === end) continue;
    if (text[start] === '\n' && end === start + 1) {
      paragraphs.push([]);
      continue;
    }
    paragraphs.at(-1)!.push({
      start,
      end,
      text: text.slice(start, end).replace(/\r$/, ''),
      covering: placed
        .filter((c) => c.range.start <= start && c.range.end >= end)
        .map((c) => c.number),
      beginning: placed.filter((c) => c.range.start === start).map((c) => c.number),
      ending: placed.filter((c) => c.range.end === end).map((c) => c.number),
    });
  }
  return { comments: numbered, paragraphs };
}

export function rubricRows(round: ReviewRound): { label: string; score: number }[] {
  return rubricCriteria.map((criterion) => ({
    label: rubricCriterionLabels[criterion],
    score: round.rubricScores[criterion],
  }));
}

/** '2026-11-02T10:00:00.000Z' -> 'November 2, 2026' (UTC, like the stored instant). */
export function deliveredOn(submittedAt: string | null): string | null {
  if (!submittedAt) return null;
  return new Date(submittedAt).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });
}

/** The title lines both downloads open with. */
export function documentHeading(input: ResultsDocumentInput) {
  const latest = input.rounds.at(-1);
  const delivered = deliveredOn(latest?.submittedAt ?? null);
  return {
    title: 'Personal statement review',
    order: `Order #${orderNumber(input.submissionId)} · ${input.school}`,
    reviewer: input.reviewerName ? `Reviewed by ${input.reviewerName}` : null,
    round: latest
      ? `Round ${latest.round}${delivered ? `, delivered ${delivered}` : ''}`
      : 'No round has been delivered yet.',
  };
}

/** The latest round with its draft, annotated; null before any delivery. */
export function latestRound(input: ResultsDocumentInput) {
  const round = input.rounds.at(-1);
  if (!round) return null;
  const draft = draftOfRound(input.drafts, round.round);
  return { round, draft, annotated: annotateDraft(draft.text, round.anchoredComments) };
}

/** The rounds before the latest, newest first, each with its comments in reading order. */
export function earlierRounds(input: ResultsDocumentInput) {
  return input.rounds
    .slice(0, -1)
    .reverse()
    .map((round) => ({
      round,
      comments: numberComments(
        draftOfRound(input.drafts, round.round).text,
        round.anchoredComments,
      ),
    }));
}

/** Text split into its lines, CRLF or LF. */
export const linesOf = (text: string) => text.split(/\r?\n/);
