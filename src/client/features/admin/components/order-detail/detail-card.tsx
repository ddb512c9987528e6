import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** One titled section of the order page. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Label / value rows. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-2">
          <dt className="text-slate-600">{row.label}</dt>
          {/* Long emails and ids break anywhere rather than widen the page. */}
          <dd className="text-slate-900 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
