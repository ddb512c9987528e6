import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (th scope="row"), e.g. a line of a report. */
  rowHeader?: boolean;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Extra classes for this column's cells, e.g. 'font-mono'. */
  className?: string;
}

interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  /** Columns in order; false or null leaves a column out (e.g. one shown only in detail). */
  columns: readonly (DataColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Below this width the table scrolls sideways instead of squeezing, e.g. 'min-w-[36rem]'. */
  minWidthClass?: string;
  className?: string;
}

const headClass =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-3 py-3 text-left align-top text-sm text-slate-800';

/**
 * A table of records: a caption for screen readers, one heading row, sideways scrolling. The
 * wrapper scrolls; its inline-size containment keeps the table's minimum width from widening a
 * grid or flex parent (and with it the page) on a narrow screen.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  minWidthClass,
  className,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  return (
    <div className={cn('w-full overflow-x-auto [contain:inline-size]', className)}>
      <table className={cn('w-full border-collapse', minWidthClass)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200">
          <tr>
            {shown.map((column, index) => (
              <th key={index} scope="col" className={cn(headClass, column.numeric && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column, index) => {
                const classes = cn(
                  cellClass,
                  column.rowHeader && 'font-medium text-slate-900',
                  column.numeric && 'text-right tabular-nums',
                  column.className,
                );
                return column.rowHeader ? (
                  <th key={index} scope="row" className={classes}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={classes}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
