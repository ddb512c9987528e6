import type { UseFormRegister } from 'react-hook-form';
import { MAX_ANSWER_CHARS } from '#shared/domain/text-limits.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { intakeQuestions } from '../../lib/intake-questions';
import type { SubmitFormValues } from '../../lib/submit-form-values';

/** Intake questions (docs/product.md §2 Orders): background and goals required, three optional. */
export function IntakeQuestions({ register }: { register: UseFormRegister<SubmitFormValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">About You</CardTitle>
        <CardDescription>
          Your reviewer reads these answers before your statement, so the feedback fits your story
          and goals.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {intakeQuestions.map((question) => (
          <FormField
            key={question.key}
            id={`intake-${question.key}`}
            label={
              <>
                {question.label}
                <span className="font-normal text-slate-500"> ({question.necessity})</span>
              </>
            }
            description={question.hint}
          >
            <Textarea
              rows={3}
              maxLength={MAX_ANSWER_CHARS}
              aria-required={question.necessity === 'required' ? true : undefined}
              className="min-h-24"
              {...register(`intake.${question.key}`)}
            />
          </FormField>
        ))}
      </CardContent>
    </Card>
  );
}
