import { Redirect, useSearch } from 'wouter';
import { formatUsd } from '../../shared/domain/packages.js';
import type { ReviewPackage } from '../../shared/domain/packages.js';
import { ComingLater } from '../components/ui/coming-later';
import { PageContainer, PageHeader } from '../components/ui/page';

export function CheckoutPage({ pkg }: { pkg: ReviewPackage }) {
  // Payment is for a saved submission: without one, the statement comes first.
  const submissionId = new URLSearchParams(useSearch()).get('submissionId');
  if (!submissionId) return <Redirect to={`/submit?package=${pkg.id}`} replace />;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Checkout" />
      <ComingLater>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-slate-600">Package</dt>
          <dd className="font-medium">{pkg.name} Review</dd>
          <dt className="text-slate-600">Price</dt>
          <dd className="font-medium">{formatUsd(pkg.priceCents)}</dd>
          <dt className="text-slate-600">Turnaround</dt>
          <dd className="font-medium">{pkg.turnaround}</dd>
        </dl>
      </ComingLater>
    </PageContainer>
  );
}
