import type { AdminOrderDetail } from '#shared/schemas/admin.js';
import { schoolName } from '#shared/domain/schools.js';
import {
  addOnName,
  formatDateTime,
  packageName,
  studentName,
  wordCountLabel,
} from '#client/lib/format';
import { formatUsdExact } from '#shared/domain/packages.js';
import { StatusBadge } from '#client/components/badges';
import { applicantOrdersPath, reviewerOrdersPath } from '../../lib/order-filters';
import { TheirOrdersLink } from '../their-orders-link';
import { DetailCard, Facts } from './detail-card';

/** The order itself, the applicant and the reviewer. */
export function OrderFacts({ detail }: { detail: AdminOrderDetail }) {
  const { order, applicant, reviewer } = detail;
  const answers = order.intakeAnswers;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <DetailCard title="Order">
          <Facts
            rows={[
              { label: 'Status', value: <StatusBadge status={order.status} /> },
              { label: 'Package', value: packageName(order.packageTier) },
              {
                label: 'Add-ons',
                value: order.addOns.length ? order.addOns.map(addOnName).join(', ') : 'None',
              },
              { label: 'Total', value: formatUsdExact(order.totalCents) },
              {
                label: 'Target school',
                value: schoolName(order.targetSchool) ?? 'Not specified',
              },
              {
                label: 'Word count',
                value: wordCountLabel(order.wordCount),
              },
              { label: 'Created', value: formatDateTime(order.createdAt) },
              { label: 'Paid', value: formatDateTime(order.submittedAt, 'Not paid') },
              { label: 'Due', value: formatDateTime(order.etaAt) },
              { label: 'Assigned', value: formatDateTime(order.assignedAt, 'Not yet') },
              { label: 'Delivered', value: formatDateTime(order.deliveredAt, 'Not yet') },
              { label: 'Round', value: String(order.round) },
            ]}
          />
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-medium text-primary">Intake answers</summary>
            <Facts
              rows={[
                { label: 'Background', value: answers.background },
                { label: 'Goals', value: answers.goals },
                { label: 'Highlights', value: answers.highlights ?? '—' },
                { label: 'Concerns', value: answers.concerns ?? '—' },
                { label: 'Why this school', value: answers.whySchool ?? '—' },
              ]}
            />
          </details>
        </DetailCard>
      </div>
      <div className="grid content-start gap-6">
        <DetailCard title="Applicant">
          <Facts
            rows={[
              {
                label: 'Name',
                value: (
                  <TheirOrdersLink
                    name={studentName(applicant.name)}
                    href={applicantOrdersPath(applicant.id)}
                  />
                ),
              },
              {
                label: 'Email',
                value: (
                  <a
                    className="text-primary underline-offset-4 hover:underline"
                    href={`mailto:${applicant.email}`}
                  >
                    {applicant.email}
                  </a>
                ),
              },
            ]}
          />
        </DetailCard>
        <DetailCard title="Reviewer">
          {reviewer ? (
            <Facts
              rows={[
                {
                  label: 'Name',
                  value: (
                    <TheirOrdersLink
                      name={reviewer.name ?? reviewer.email}
                      href={reviewerOrdersPath(reviewer.id)}
                    />
                  ),
                },
                { label: 'Email', value: reviewer.email },
                { label: 'Law school', value: reviewer.lawSchool ?? '—' },
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">Unassigned</p>
          )}
        </DetailCard>
      </div>
    </div>
  );
}
