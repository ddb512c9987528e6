import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useReviewerAvailability } from '../../api/use-reviewer-availability';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';

// The form (react-hook-form, zod) loads with the settings, not before the dashboard can show.
const AvailabilityForm = lazy(() =>
  import('./availability-form').then((m) => ({ default: m.AvailabilityForm })),
);

/** The Availability card (docs/product.md §5 Access); saved with PUT /api/reviewer/availability. */
export function AvailabilityCard() {
  const availability = useReviewerAvailability();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Availability</CardTitle>
      </CardHeader>
      <CardContent>
        {availability.isPending ? (
          <SectionSpinner label="Loading your availability" />
        ) : availability.isError ? (
          <SectionError
            what="your availability"
            error={availability.error}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <Suspense fallback={<SectionSpinner label="Loading your availability" />}>
            <AvailabilityForm saved={availability.data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
