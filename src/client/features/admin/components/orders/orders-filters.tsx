import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { statusLabel, submissionStatuses } from '../../../../../shared/domain/order-status.js';
import { reviewPackages } from '../../../../../shared/domain/packages.js';
import { useAdminReviewers } from '../../api/use-admin-reviewers';
import { hasFilters, noFilters, type OrderFilters } from '../../lib/order-filters';
import { selectClass } from '../field-classes';

interface OrdersFiltersProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** Status, package and reviewer apply at once; the search applies on Search (or Enter). */
export function OrdersFilters({ filters, onChange }: OrdersFiltersProps) {
  const reviewers = useAdminReviewers();
  const [q, setQ] = useState(filters.q);
  const ids = { status: useId(), pkg: useId(), reviewer: useId(), q: useId(), qHint: useId() };

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
      <div className="grid gap-2">
        <Label htmlFor={ids.status}>Status</Label>
        <select
          id={ids.status}
          className={selectClass}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value })}
        >
          <option value="">All paid orders</option>
          {submissionStatuses.map((status) => (
            <option key={status} value={status}>
              {status === 'draft' ? 'Draft (unpaid)' : statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.pkg}>Package</Label>
        <select
          id={ids.pkg}
          className={selectClass}
          value={filters.package}
          onChange={(event) => onChange({ ...filters, package: event.target.value })}
        >
          <option value="">All packages</option>
          {reviewPackages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.reviewer}>Reviewer</Label>
        <select
          id={ids.reviewer}
          className={selectClass}
          value={filters.reviewerId}
          disabled={reviewers.isPending}
          onChange={(event) => onChange({ ...filters, reviewerId: event.target.value })}
        >
          <option value="">All reviewers</option>
          {reviewers.data?.map((reviewer) => (
            <option key={reviewer.id} value={reviewer.id}>
              {reviewer.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.q}>Search</Label>
        <div className="flex gap-2">
          <Input
            id={ids.q}
            type="search"
            value={q}
            placeholder="#3F2A or email"
            aria-describedby={ids.qHint}
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </div>
        <p id={ids.qHint} className="text-xs text-slate-500">
          Order number or applicant email.
        </p>
      </div>
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
