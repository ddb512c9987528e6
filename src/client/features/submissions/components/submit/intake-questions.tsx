import type { UseFormRegister } from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { intakeQuestions } from '../../lib/intake-questions';
import type { SubmitFormValues } from '../../lib/submit-form-values';
import { TextareaField } from './textarea-field';

/** Each answer's limit, as the server enforces it. */
const MAX_ANSWER_CHARS = 5_000;

/** SPEC's intake questionnaire: background and goals required, the other three optional. */
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
          <TextareaField
            key={question.key}
            id={`intake-${question.key}`}
            label={question.label}
            hint={question.hint}
            necessity={question.necessity}
            rows={3}
            maxLength={MAX_ANSWER_CHARS}
            {...register(`intake.${question.key}`)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
