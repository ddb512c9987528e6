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

  it('passes other errors through', () => {
    const error = new TypeError('x is undefined');
    expect(loggableError(error)).toBe(error);
  });
});
