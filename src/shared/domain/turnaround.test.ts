import { describe, expect, it } from 'vitest';
import { etaFrom, revisionCycles, revisionEtaFrom } from './turnaround.js';

const paid = new Date('2026-11-02T10:00:00Z');

describe('deadlines', () => {
  it('gives basic and core 72 hours, premium 48, anything with rush 24', () => {
    expect(etaFrom(paid, 'basic', []).toISOString()).toBe('2026-11-05T10:00:00.000Z');
    expect(etaFrom(paid, 'core', ['extra_revision']).toISOString()).toBe(
      '2026-11-05T10:00:00.000Z',
    );
    expect(etaFrom(paid, 'premium', []).toISOString()).toBe('2026-11-04T10:00:00.000Z');
    expect(etaFrom(paid, 'basic', ['rush']).toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('gives a revision 72 hours, or 24 with rush', () => {
    expect(revisionEtaFrom(paid, []).toISOString()).toBe('2026-11-05T10:00:00.000Z');
    expect(revisionEtaFrom(paid, ['rush']).toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('counts revision cycles: basic 0, core and premium 1, plus extra revisions', () => {
    expect(revisionCycles('basic', [])).toBe(0);
    expect(revisionCycles('core', [])).toBe(1);
    expect(revisionCycles('premium', ['extra_revision'])).toBe(2);
    expect(revisionCycles('basic', ['extra_revision'])).toBe(1);
  });
});
