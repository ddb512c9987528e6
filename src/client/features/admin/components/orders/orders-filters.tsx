import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { statusLabel, submissionStatuses } from '#shared/domain/order-status.js';
import { reviewPackages } from '#shared/domain/packages.js';
import { hasFilters, noFilters, type OrderFilters } from '../../lib/order-filters';
import { ApplicantFilter } from './applicant-filter';
import { ReviewerFilter } from './reviewer-filter';

interface OrdersFiltersProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  /** With an applicant filter: the applicant as the listed orders name them. */
  applicant?: { name: string | null; email: string };
}

/** Status, package and reviewer apply at once; the search applies on Search (or Enter). */
export function OrdersFilters({ filters, onChange, applicant }: OrdersFiltersProps) {
  const [q, setQ] = useState(filters.q);
  const status = useRef<HTMLSelectElement>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() });
  }

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={search}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {filters.applicantId ? (
        <ApplicantFilter
          applicant={applicant}
          onClear={() => {
            onChange({ ...filters, applicantId: '' });
            // The button goes with the filter: the keyboard carries on from the first filter.
            status.current?.focus();
          }}
        />
      ) : null}
      <FormField label="Status">
        <Select
          ref={status}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value })}
        >
          <option value="">All paid orders</option>
          {submissionStatuses.map((status) => (
            <option key={status} value={status}>
              {status === 'draft' ? 'Draft (unpaid)' : statusLabel(status)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Package">
        <Select
          value={filters.package}
          onChange={(event) => onChange({ ...filters, package: event.target.value })}
        >
          <option value="">All packages</option>
          {reviewPackages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </Select>
      </FormField>
      <ReviewerFilter
        reviewerId={filters.reviewerId}
        onChange={(reviewerId) => onChange({ ...filters, reviewerId })}
      />
      <FormField
        label="Search"
        type="search"
        value={q}
        placeholder="#3F2A or email"
        hint="Order number or applicant email."
        onChange={(event) => setQ(event.target.value)}
        action={
          <Button type="submit" variant="outline">
            Search
          </Button>
        }
      />
      {hasFilters(filters) ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setQ('');
              onChange(noFilters);
            }}
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
