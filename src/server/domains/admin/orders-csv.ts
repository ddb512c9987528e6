import { addOns as addOnCatalogue } from '../../../shared/domain/add-ons.js';
import type { AdminOrderFilters, AdminOrderRow } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { allOrders } from './orders-query.js';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @) gets a leading
 * apostrophe, so an applicant's name cannot execute in the admin's spreadsheet. A spreadsheet
 * set to a language whose lists use semicolons splits our fields at `;` and ignores our quotes,
 * so a formula after a semicolon or a line break inside a field gets its apostrophe too.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const lead = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const text = lead.replace(/([;\t\r\n])(?=[=+\-@])/g, "$1'");
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

const columns = [
  'Order ID',
  'Order Number',
  'Status',
  'Package',
  'Add-ons',
  'Applicant',
  'Applicant Email',
  'Reviewer',
  'Submitted At',
  'Due At',
  'Total (USD)',
  'Created At',
];

const addOnName = (id: string) => addOnCatalogue.find((a) => a.id === id)?.name ?? id;

function orderLine(row: AdminOrderRow): string {
  return csvLine([
    row.id,
    row.orderNumber,
    row.status,
    row.packageTier,
    row.addOns.map(addOnName).join('; '),
    row.applicantName,
    row.applicantEmail,
    row.reviewerName,
    row.submittedAt,
    row.etaAt,
    (row.totalCents / 100).toFixed(2),
    row.createdAt,
  ]);
}

/** About how much text goes out in one write: a line each was a socket write per order. */
const CHUNK_CHARS = 64 * 1024;

/** The header row, then one row per matching order (every page). Starts with a BOM for Excel. */
async function* ordersCsv(db: Database, filters: AdminOrderFilters) {
  let chunk = `\uFEFF${csvLine(columns)}`;
  for await (const row of allOrders(db, filters)) {
    chunk += orderLine(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** The orders CSV, streamed as it is read, and today's file name for it. */
export function exportOrdersCsv(ctx: Deps, filters: AdminOrderFilters) {
  return {
    fileName: `orders-${ctx.clock().toISOString().slice(0, 10)}.csv`,
    lines: ordersCsv(ctx.db, filters),
  };
}
