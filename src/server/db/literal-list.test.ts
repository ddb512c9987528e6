import { PgDialect, text, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { inLiteralList } from './literal-list.js';

const orders = pgTable('orders', { status: text('status') });
const dialect = new PgDialect();

describe('inLiteralList', () => {
  it('writes the values into the statement, with no parameters', () => {
    const query = dialect.sqlToQuery(inLiteralList(orders.status, ['queued', 'in_review']));
    expect(query.sql).toBe(`"orders"."status" in ('queued', 'in_review')`);
    expect(query.params).toEqual([]);
  });

  it('doubles a quote, so no value can end its literal', () => {
    const query = dialect.sqlToQuery(inLiteralList(orders.status, ["x') or (1=1"]));
    expect(query.sql).toBe(`"orders"."status" in ('x'') or (1=1')`);
  });
});
