import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { toastFailure } from '#client/lib/toast-failure';
import { MAX_BIO_CHARS } from '#shared/domain/text-limits.js';
import {
  reviewerApplicationBody,
  type ReviewerApplicationBody,
} from '#shared/schemas/reviewers.js';
import { useSubmitApplication } from '../../api/use-submit-application';
import { YesNoField } from './yes-no-field';

type Output = z.output<typeof reviewerApplicationBody>;

/** What the page's CV upload reports back to the form. */
export interface CvUploadSlot {
  onUploaded: (documentPath: string) => void;
  onRemoved: () => void;
}

interface ReviewerApplicationFormProps {
  /** The CV upload control, composed by the page from the uploads feature. */
  renderCvUpload: (slot: CvUploadSlot) => ReactNode;
}

const BIO_MIN = 50;

/** The reviewer application (docs/product.md §1 People), checked with the server's own schema. */
export function ReviewerApplicationForm({ renderCvUpload }: ReviewerApplicationFormProps) {
  const submit = useSubmitApplication();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<ReviewerApplicationBody, unknown, Output>({
    resolver: zodResolver(reviewerApplicationBody),
    defaultValues: { lawSchool: '', barState: '', practiceArea: '', bio: '', cvDocumentUrl: null },
  });

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Application Submitted',
          description: 'An admin will review it; we will email you the decision.',
        }),
      onError: (error) => toastFailure('Application Not Submitted', error),
    }),
  );

  const year = { valueAsNumber: true } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reviewer application">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Law school"
          autoComplete="off"
          error={errors.lawSchool?.message}
          {...register('lawSchool')}
        />
        <FormField
          label="Graduation year"
          type="number"
          inputMode="numeric"
          error={errors.graduationYear?.message}
          {...register('graduationYear', year)}
        />
        <FormField
          label="Bar admission state"
          hint="The state where you are admitted, e.g. New York."
          error={errors.barState?.message}
          {...register('barState')}
        />
        <FormField
          label="Bar admission year"
          type="number"
          inputMode="numeric"
          error={errors.barYear?.message}
          {...register('barYear', year)}
        />
      </div>
      <FormField
        label="Practice area"
        hint="e.g. Appellate litigation, corporate law, public interest."
        error={errors.practiceArea?.message}
        {...register('practiceArea')}
      />
      <Controller
        control={control}
        name="t14"
        render={({ field, fieldState }) => (
          <YesNoField
            legend="Did you graduate from a T14 law school?"
            hint="T14 graduates can also take T14 Reviewer Match orders."
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField
        label="Short bio"
        hint={`At least ${BIO_MIN} characters: your practice, any admissions experience, and why you want to review.`}
        error={errors.bio?.message}
      >
        <Textarea rows={5} maxLength={MAX_BIO_CHARS} {...register('bio')} />
      </FormField>
      <div className="grid gap-2">
        <p className="text-sm leading-none font-medium text-slate-800">CV (optional)</p>
        {renderCvUpload({
          onUploaded: (path) => setValue('cvDocumentUrl', path),
          onRemoved: () => setValue('cvDocumentUrl', null),
        })}
        {errors.cvDocumentUrl?.message ? (
          <p className="text-sm text-red-700">{errors.cvDocumentUrl.message}</p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit application'}
      </Button>
    </form>
  );
}
