import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useSignedInUser } from '#client/features/auth/api/use-auth';
import { submissionsQueryOptions } from '#client/features/submissions/api/use-submissions';

/*
 * Each role's dashboard loads on its own, so an applicant does not download the admin's and the
 * reviewer's screens (and their forms) with theirs (docs/decisions/010-page-budgets.md).
 */
const AdminDashboard = lazy(() =>
  import('#client/features/admin/components/admin-dashboard').then((m) => ({
    default: m.AdminDashboard,
  })),
);
const ReviewerDashboard = lazy(() =>
  import('#client/features/reviewers/components/dashboard/reviewer-dashboard').then((m) => ({
    default: m.ReviewerDashboard,
  })),
);
const ApplicantDashboard = lazy(() =>
  import('./applicant-dashboard-page').then((m) => ({ default: m.ApplicantDashboardPage })),
);

const SAME_OPENING_MS = 2_000;

/**
 * The applicant's dashboard, its orders asked for beside its chunk: the page shows nothing but a
 * spinner until they come, so fetched by the dashboard itself they came one download later. Asked
 * for afresh at each opening (an order's status moves on while the applicant is elsewhere); the
 * dashboard's own parts then read that answer.
 */
function ApplicantDashboardWithOrders({ firstName }: { firstName: string | null }) {
  const queryClient = useQueryClient();
  // Once as it mounts, during render, before the chunk arrives (an effect would wait for it).
  // A first mount that waits for the chunk is thrown away and mounted again once it came: an
  // answer that young is this opening's own; anything older is asked for again.
  useState(
    () =>
      void queryClient.prefetchQuery({ ...submissionsQueryOptions(), staleTime: SAME_OPENING_MS }),
  );
  return <ApplicantDashboard firstName={firstName} />;
}

/** docs/product.md §7 Screens: the admin, reviewer or applicant dashboard according to role. */
export function DashboardPage() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'reviewer':
      return <ReviewerDashboard firstName={user.firstName} />;
    case 'applicant':
      return <ApplicantDashboardWithOrders firstName={user.firstName} />;
  }
}
