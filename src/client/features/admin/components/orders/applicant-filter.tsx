import { Button } from '#client/components/ui/button';
import { studentName } from '#client/lib/format';

interface ApplicantFilterProps {
  /** The applicant as their listed orders name them; undefined while none is listed. */
  applicant: { name: string | null; email: string } | undefined;
  onClear: () => void;
}

/**
 * The orders list narrowed to one applicant (a link on their name sets it): who they are, and a
 * way back to everyone's orders. Their name comes from their orders on the page.
 */
export function ApplicantFilter({ applicant, onClear }: ApplicantFilterProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
      <p className="min-w-0 text-sm text-slate-700">
        Showing the orders of{' '}
        <span className="font-medium text-slate-900">
          {applicant ? (
            <>
              {studentName(applicant.name)} (<span className="break-all">{applicant.email}</span>)
            </>
          ) : (
            'one applicant'
          )}
        </span>
        .
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onClear}>
        All applicants
      </Button>
    </div>
  );
}
