import { useState } from 'react';
import type { AdminReviewer } from '../../../../../shared/schemas/admin.js';
import { useAdminReviewers } from '../../api/use-admin-reviewers';
import { EmptyState, SectionError, SectionSpinner } from '../../../../components/ui/section-state';
import { ActiveToggleDialog } from './active-toggle-dialog';
import { ReviewerRow } from './reviewer-row';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** Manage Reviewers: capacity, load, record, and (de)activation. */
export function AdminReviewers() {
  const reviewers = useAdminReviewers();
  const [toggling, setToggling] = useState<AdminReviewer | null>(null);

  if (reviewers.isPending) return <SectionSpinner label="Loading reviewers" />;
  if (reviewers.isError) {
    return (
      <SectionError
        what="the reviewers"
        error={reviewers.error}
        onRetry={() => void reviewers.refetch()}
      />
    );
  }
  if (reviewers.data.length === 0) {
    return (
      <EmptyState
        title="No reviewers yet"
        hint="Approve a reviewer application and the attorney appears here."
      />
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] border-collapse">
        <caption className="sr-only">Reviewers, alphabetical</caption>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={th}>
              Reviewer
            </th>
            <th scope="col" className={th}>
              Weekly Capacity
            </th>
            <th scope="col" className={th}>
              Load
            </th>
            <th scope="col" className={th}>
              Rating
            </th>
            <th scope="col" className={th}>
              Completed
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reviewers.data.map((reviewer) => (
            <ReviewerRow key={reviewer.id} reviewer={reviewer} onToggleActive={setToggling} />
          ))}
        </tbody>
      </table>
      {toggling ? (
        <ActiveToggleDialog reviewer={toggling} onClose={() => setToggling(null)} />
      ) : null}
    </div>
  );
}
