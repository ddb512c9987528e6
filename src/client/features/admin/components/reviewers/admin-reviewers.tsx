import { useState } from 'react';
import type { AdminReviewer } from '#shared/schemas/admin.js';
import { DataTable } from '#client/components/ui/data-table';
import { LoadMore } from '#client/components/ui/load-more';
import { useAdminReviewers } from '../../api/use-admin-reviewers';
import { EmptyState, SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { ActiveToggleDialog } from './active-toggle-dialog';
import { reviewerColumns } from './reviewer-columns';

/** Manage Reviewers: capacity, load, record, and (de)activation; 'Load more' follows the cursor. */
export function AdminReviewers() {
  const reviewers = useAdminReviewers();
  const [toggling, setToggling] = useState<AdminReviewer | null>(null);

  if (reviewers.isPending) return <SectionSpinner label="Loading reviewers" />;
  if (!reviewers.data) {
    return (
      <SectionError
        what="the reviewers"
        error={reviewers.error}
        onRetry={() => void reviewers.refetch()}
      />
    );
  }
  const rows = reviewers.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No reviewers yet"
        hint="Approve a reviewer application and the attorney appears here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <DataTable
        caption="Reviewers, alphabetical"
        columns={reviewerColumns(setToggling)}
        rows={rows}
        rowKey={(reviewer) => reviewer.id}
        minWidthClass="min-w-[48rem]"
        className="rounded-xl border border-slate-200 bg-white"
      />
      <LoadMore list={reviewers} />
      {toggling ? (
        <ActiveToggleDialog reviewer={toggling} onClose={() => setToggling(null)} />
      ) : null}
    </div>
  );
}
