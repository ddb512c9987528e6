import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { QueryBuilder, pgTable, text } from 'drizzle-orm/pg-core';
import { encodePosition, fetchLimit, fetchSizeFor, placeholderPosition } from './page-cursor.js';

const cursorOf = (t: string) =>
  Buffer.from(JSON.stringify({ t, id: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11' })).toString(
    'base64url',
  );

describe('placeholderPosition', () => {
  it('reads the cursor it wrote', () => {
    const cursor = encodePosition({
      createdAt: new Date('2026-11-02T10:00:00Z'),
      id: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11',
    });
    expect(placeholderPosition(cursor)).toEqual({
      cursorTime: new Date('2026-11-02T10:00:00Z'),
      cursorId: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11',
    });
  });

  it('refuses with a 400 a cursor whose time the database cannot hold, or that is not one', () => {
    for (const cursor of [cursorOf('0000-01-01T00:00:00Z'), 'not-a-cursor', cursorOf('x')]) {
      expect(() => placeholderPosition(cursor)).toThrow(AppError);
      expect(() => placeholderPosition(cursor)).toThrow('This page link is invalid');
    }
  });
});

describe("a page statement's fetch size", () => {
  it('fetches a page and one more row, in one of a few sizes', () => {
    expect([1, 20, 21, 50, 100, 2000].map(fetchSizeFor)).toEqual([21, 21, 51, 51, 101, 2001]);
    expect(() => fetchSizeFor(2001)).toThrow();
  });

  it('is written into the statement as its LIMIT, not as a parameter', () => {
    const orders = pgTable('orders', { id: text('id') });
    const query = new QueryBuilder().select().from(orders).limit(fetchLimit(51)).toSQL();
    expect(query.sql).toBe('select "id" from "orders" limit 51');
    expect(query.params).toEqual([]);
    expect(() => fetchLimit(50)).toThrow();
  });
});
