import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableError } from './errors.js';

describe('loggableError', () => {
  it('keeps the SQL and the database code of a failed query, never its values', () => {
    const cause = Object.assign(new Error('null value in column "body" violates not-null'), {
      code: '23502',
      table: 'messages',
      detail: 'Failing row contains (my private statement text).',
    });
    const error = new DrizzleQueryError(
      'insert into "messages" ("body") values ($1)',
      ['my private statement text'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into \\"messages\\"');
    expect(logged).toContain('23502');
    expect(logged).not.toContain('private');
  });

  it('does the same for each failure a background job gathered', () => {
    const query = new DrizzleQueryError(
      'insert into "refunds" ("reason") values ($1)',
      ['my private reason'],
      new Error('deadlock detected'),
    );
    const logged = JSON.stringify(
      loggableError(new AggregateError([query], 'The guarantee refund failed for 1 order')),
    );
    expect(logged).toContain('The guarantee refund failed for 1 order');
    expect(logged).toContain('insert into \\"refunds\\"');
    expect(logged).not.toContain('private');
  });

  it('passes other errors through', () => {
    const error = new TypeError('x is undefined');
    expect(loggableError(error)).toBe(error);
  });
});
