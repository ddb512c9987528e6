import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.js';

describe('withFields', () => {
  it('is a new object with the base fields and the added ones, the added ones winning', () => {
    const base = { id: 'a', note: 'kept', createdAt: new Date(0) };
    const made = withFields(base, { createdAt: '1970-01-01T00:00:00.000Z', actorName: null });
    expect(made).toEqual({
      id: 'a',
      note: 'kept',
      createdAt: '1970-01-01T00:00:00.000Z',
      actorName: null,
    });
    expect(made).not.toBe(base);
    expect(base).toEqual({ id: 'a', note: 'kept', createdAt: new Date(0) });
  });
});
