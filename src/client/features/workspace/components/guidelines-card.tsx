import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** SPEC's guidelines text beside the review form. */
export function GuidelinesCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpen className="size-4 text-primary" aria-hidden="true" />
          Review Guidelines
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        <ul className="grid list-disc gap-1.5 pl-5">
          <li>Read the whole statement once before you comment.</li>
          <li>Attach comments to passages: say what to change and why, in plain words.</li>
          <li>Open the memo with what works, then the two or three changes that matter most.</li>
          <li>Score each criterion from 1 to 5; 3 means solid but improvable.</li>
          <li>Suggest; never rewrite the statement in your own voice.</li>
          <li>Keep everything you read confidential.</li>
        </ul>
        <Link
          href="/reviewer/guidelines"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Read the full reviewer guidelines
        </Link>
      </CardContent>
    </Card>
  );
}
