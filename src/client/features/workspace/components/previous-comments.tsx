import { useId, useState } from 'react';
import { sortByPosition, type Span } from '#shared/domain/anchors.js';
import { carriedAnchors } from '#shared/domain/drafts.js';
import type { FollowUpStatus, ReviewRound } from '#shared/schemas/reviews.js';
import { Badge } from '#client/components/ui/badge';
import { Checkbox } from '#client/components/ui/checkbox';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { cn } from '#client/lib/utils';
import { shortQuote } from '../lib/anchors';
import type { CopyChange, FollowUpMark } from '../lib/draft';
import { SuggestedWording } from './comment-card';

const choices: { status: FollowUpStatus; label: string }[] = [
  { status: 'addressed', label: 'Addressed' },
  { status: 'open', label: 'Still open' },
];

type PreviousCommentData = ReviewRound['anchoredComments'][number];

interface PreviousCommentProps {
  comment: PreviousCommentData;
  number: number;
  /** Whether the passage is still in the draft under review, word for word. */
  carried: boolean;
  status: FollowUpStatus;
  disabled: boolean;
  onMark: (status: FollowUpStatus) => void;
}

function PreviousComment({
  comment,
  number,
  carried,
  status,
  disabled,
  onMark,
}: PreviousCommentProps) {
  const name = useId();
  const label = `Comment ${number}`;
  return (
    <li aria-label={label} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </span>
        <Badge
          className={carried ? 'bg-sky-100 text-sky-900' : 'bg-amber-100 text-amber-900'}
          title={
            carried
              ? 'The passage is still in this draft word for word; the comment was copied to it.'
              : 'The passage is no longer in this draft word for word.'
          }
        >
          {carried ? 'Carried to this draft' : 'Passage changed'}
        </Badge>
      </div>
      <p className="border-l-4 border-slate-300 pl-2 font-serif text-sm break-words text-slate-700 italic">
        “{shortQuote(comment.quote)}”
      </p>
      <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
        {comment.body}
      </p>
      <SuggestedWording suggestion={comment.suggestion} />
      <fieldset className="mt-1 flex flex-wrap items-center gap-2" disabled={disabled}>
        <legend className="sr-only">Is {label.toLowerCase()} addressed in this draft?</legend>
        {choices.map((choice) => (
          <label
            key={choice.status}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium',
              status === choice.status
                ? choice.status === 'addressed'
                  ? 'border-green-600 bg-green-50 text-green-900'
                  : 'border-slate-500 bg-slate-100 text-slate-900'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <Checkbox
              type="radio"
              name={name}
              value={choice.status}
              className="mt-0"
              checked={status === choice.status}
              onChange={() => onMark(choice.status)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </li>
  );
}

interface PreviousCommentsProps {
  /** The delivered round before this one. */
  round: ReviewRound;
  /** The draft under review, where the comments are looked for. */
  draftText: string;
  marks: readonly FollowUpMark[];
  disabled: boolean;
  /**
   * The comment marked, with its passage in this draft (null where it changed); answers what
   * the mark did to the comment's copy in this draft, which is announced.
   */
  onMark: (comment: PreviousCommentData, anchor: Span | null, status: FollowUpStatus) => CopyChange;
}

/** What a screen reader hears when a mark takes a comment's copy out of this draft or back. */
function copyNotice(label: string, copy: CopyChange): string {
  if (copy === 'removed') return `${label} marked addressed: its copy on this draft was removed.`;
  if (copy === 'restored') return `${label} marked still open: its copy on this draft is back.`;
  return '';
}

/**
 * "Comments from round N-1": each with whether its passage survived into this draft, and the
 * reviewer's mark (addressed or still open), saved with the round.
 */
export function PreviousComments({
  round,
  draftText,
  marks,
  disabled,
  onMark,
}: PreviousCommentsProps) {
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const comments = sortByPosition(round.anchoredComments);
  if (!comments.length) return null;
  const statusOf = (id: string) => marks.find((mark) => mark.commentId === id)?.status ?? 'open';
  const addressed = comments.filter((comment) => statusOf(comment.id) === 'addressed').length;
  // Where the server carried each one when the draft was handed in.
  const anchors = carriedAnchors(draftText, comments);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="text-lg">
          Comments from round {round.round}
        </CardTitle>
        <CardDescription>
          Mark each one addressed or still open in this draft; your marks are saved with this round.{' '}
          {addressed} of {comments.length} addressed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 md:grid-cols-2" aria-label={`Comments from round ${round.round}`}>
          {comments.map((comment, index) => {
            const anchor = anchors.get(comment) ?? null;
            return (
              <PreviousComment
                key={comment.id}
                comment={comment}
                number={index + 1}
                carried={anchor !== null}
                status={statusOf(comment.id)}
                disabled={disabled}
                onMark={(status) =>
                  setNotice(copyNotice(`Comment ${index + 1}`, onMark(comment, anchor, status)))
                }
              />
            );
          })}
        </ol>
        <p role="status" className="sr-only">
          {notice}
        </p>
      </CardContent>
    </Card>
  );
}
