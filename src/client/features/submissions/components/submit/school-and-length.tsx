import type { UseFormRegisterReturn } from 'react-hook-form';
import { targetSchools } from '#shared/domain/schools.js';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';

interface SchoolAndLengthProps {
  /** The school selected when the form opens (a restored draft's). */
  initialSchool: string;
  targetSchool: UseFormRegisterReturn<'targetSchool'>;
  wordCount: UseFormRegisterReturn<'wordCount'>;
}

/** Target law school (readable names) and the estimated word count with its hint. */
export function SchoolAndLength({ initialSchool, targetSchool, wordCount }: SchoolAndLengthProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Application Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField id="target-school" label="Target law school">
          <Select aria-required="true" defaultValue={initialSchool} {...targetSchool}>
            <option value="">Select a school</option>
            {targetSchools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </Select>
        </FormField>
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
