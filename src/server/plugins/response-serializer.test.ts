import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.js';

const order = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'completed']),
  etaAt: z.iso.datetime().nullable(),
  reviewer: z.object({ name: z.string() }).nullable(),
  files: z.array(z.object({ name: z.string() })).nullable(),
  totalCents: z.number().int(),
  note: z.string().optional(),
});
const page = z.object({ items: z.array(order), nextCursor: z.string().nullable() });
const row = {
  id: '6f1c1c1e-7f57-4a36-9a4b-1d5c0f1f8a11',
  status: 'queued',
  etaAt: '2026-11-25T10:00:00.000Z',
  reviewer: { name: 'Rae' },
  files: [{ name: 'draft.pdf' }],
  totalCents: 12_900,
};

const writerOf = (checkAnswers: boolean) =>
  responseSerializer({ checkAnswers })({
    schema: page,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

describe('responseSerializer', () => {
  it('writes what the schema names, as JSON.stringify would', () => {
    const answer = {
      items: [row, { ...row, etaAt: null, reviewer: null, files: null, note: 'x' }],
      nextCursor: null,
    };
    const written = writerOf(false)(answer);
    expect(JSON.parse(written)).toEqual(answer);
    expect(written).toBe(JSON.stringify(answer));
  });

  it('leaves out every field the schema does not name, however deep', () => {
    const leaky = {
      items: [
        {
          ...row,
          passwordHash: 'argon2id$secret',
          reviewer: { name: 'Rae', email: 'r@x' },
          files: [{ name: 'draft.pdf', storageKey: 'uploads/k' }],
        },
      ],
      nextCursor: 'abc',
      debug: true,
    };
    const written = writerOf(false)(leaky);
    expect(written).not.toMatch(/secret|r@x|uploads\/k|debug/);
    expect(JSON.parse(written)).toEqual({ items: [row], nextCursor: 'abc' });
  });

  it('refuses an answer of another shape when answers are checked (test suites)', () => {
    const wrong = { items: [{ ...row, status: 'lost' }], nextCursor: null };
    expect(() => writerOf(true)(wrong)).toThrow();
    expect(() => writerOf(true)({ items: [row], nextCursor: null })).not.toThrow();
  });
});
