import type { UseFormRegisterReturn } from 'react-hook-form';
import { targetSchools } from '../../../../../shared/domain/schools.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FormField } from '../../../../components/ui/form-field';
import { Label } from '../../../../components/ui/label';

interface SchoolAndLengthProps {
  /** The school selected when the form opens (a restored draft's). */
  initialSchool: string;
  targetSchool: UseFormRegisterReturn<'targetSchool'>;
  wordCount: UseFormRegisterReturn<'wordCount'>;
}

/** Target law school (readable names) and the estimated word count with SPEC's hint. */
export function SchoolAndLength({ initialSchool, targetSchool, wordCount }: SchoolAndLengthProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Application Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="target-school">Target law school</Label>
          <select
            id="target-school"
            aria-required="true"
            defaultValue={initialSchool}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm"
            {...targetSchool}
          >
            <option value="">Select a school</option>
            {targetSchools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </select>
        </div>
        <FormField
          id="word-count"
          label="Estimated word count"
          type="number"
          inputMode="numeric"
          min={0}
          max={100_000}
          step={1}
          hint="Most schools require 500-1000 words"
          {...wordCount}
        />
      </CardContent>
    </Card>
  );
}
