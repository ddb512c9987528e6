import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { RUBRIC_MAX, RUBRIC_MIN } from '#shared/domain/rubric.js';
import { MAX_RATING_COMMENT_CHARS } from '#shared/domain/text-limits.js';
import type { ReviewRound } from '#shared/schemas/reviews.js';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { zodResolverOnFirstCheck } from '#client/lib/resolver-on-first-check';
import { cn } from '#client/lib/utils';
import { useRateRound } from '../api/use-rate-round';
import { scoreLabel } from '../lib/rubric';
import { StarScore } from './stars';

const ratingChecks = zodResolverOnFirstCheck(() =>
  import('#shared/schemas/reviews.js').then((m) => m.ratingBody),
);
const starLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
const arrowSteps: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

interface RatingFormProps {
  submissionId: string;
  round: ReviewRound;
}

/** Rating the latest round, once: 1-5 stars (a radio group: arrow keys work) and a comment. */
export function RatingSection({ submissionId, round }: RatingFormProps) {
  if (round.rating) {
    return (
      <div className="grid gap-2 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">You rated round {round.round}:</span>
          <StarScore value={round.rating.rating} />
        </p>
        {round.rating.comment ? (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">“{round.rating.comment}”</p>
        ) : null}
        <p className="text-slate-500">Thank you: ratings help us match reviewers well.</p>
      </div>
    );
  }
  return <RatingForm submissionId={submissionId} round={round} />;
}

function RatingForm({ submissionId, round }: RatingFormProps) {
  const rate = useRateRound(submissionId);
  const [hover, setHover] = useState(0);
  const labelId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: ratingChecks.resolver, defaultValues: { rating: 0, comment: '' } });
  const { field: ratingField } = useController({ control, name: 'rating' });
  const rating = ratingField.value;
  const shown = hover || rating;
  const choose = (value: number) => ratingField.onChange(value);

  // mutateAsync, not mutate's callbacks: the results' refetch, once the round shows its rating,
  // unmounts this form, and mutate's callbacks do not run for an unmounted component.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await rate.mutateAsync({
        round: round.round,
        rating: values.rating,
        comment: values.comment || null,
      });
    } catch {
      return; // The refusal shows beside the form (rate.isError).
    }
    toast({ title: 'Rating Saved', description: 'Thank you for rating your review.' });
  });
  const error =
    errors.rating?.message ??
    errors.comment?.message ??
    errors.root?.message ??
    (rate.isError ? errorMessage(rate.error) : null);

  return (
    <form
      noValidate
      aria-label={`Rate round ${round.round}`}
      className="grid gap-4"
      onFocus={ratingChecks.preload}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="grid gap-2">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          How helpful was round {round.round}?
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <RadioGroup.Root
            aria-labelledby={labelId}
            orientation="horizontal"
            value={rating ? String(rating) : ''}
            loop={false}
            onValueChange={(value) => choose(Number(value))}
            // Radix checks a star when arrow keys focus it, but only while the key is still
            // down; a quick tap can miss that, so arrows choose the neighbouring star here too.
            onKeyDown={(event) => {
              const step = arrowSteps[event.key];
              const from = Number((event.target as HTMLElement).getAttribute('value'));
              if (step && from) choose(Math.min(RUBRIC_MAX, Math.max(RUBRIC_MIN, from + step)));
            }}
            onMouseLeave={() => setHover(0)}
            className="flex gap-1"
          >
            {Array.from({ length: RUBRIC_MAX }, (_, i) => i + 1).map((n) => (
              <RadioGroup.Item
                key={n}
                value={String(n)}
                aria-label={starLabel(n)}
                onMouseEnter={() => setHover(n)}
                className="rounded-md p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-7',
                    n <= shown
                      ? 'fill-amber-400 text-amber-500'
                      : 'fill-transparent text-slate-400',
                  )}
                />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <span className="text-sm text-slate-600" aria-live="polite">
            {rating ? scoreLabel(rating) : 'No stars chosen'}
          </span>
        </div>
      </div>
      <FormField
        label={
          <>
            Comment <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
      >
        <Textarea
          rows={2}
          maxLength={MAX_RATING_COMMENT_CHARS}
          className="min-h-16"
          {...register('comment')}
        />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={rate.isPending}
      >
        {rate.isPending ? 'Saving...' : 'Submit rating'}
      </Button>
    </form>
  );
}
