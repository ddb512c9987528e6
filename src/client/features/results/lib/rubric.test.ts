import { describe, expect, it } from 'vitest';
import { describeScoreChange, formatDelta, scoreChanges, scoreLabel } from './rubric';

describe('score changes between rounds', () => {
  const before = { clarity: 4, structure: 3, voice: 4, authenticity: 5, ethics: 2 };
  const after = { clarity: 4, structure: 5, voice: 3, authenticity: 5, ethics: 4 };

  it('lists every criterion in rubric order with its change', () => {
    expect(scoreChanges(before, after).map(describeScoreChange)).toEqual([
      'Clarity 4 → 4 (no change)',
      'Structure 3 → 5 (+2)',
      'Voice 4 → 3 (-1)',
      'Authenticity 5 → 5 (no change)',
      'Ethics 2 → 4 (+2)',
    ]);
  });

  it('formats deltas and scores', () => {
    expect(formatDelta(1)).toBe('+1');
    expect(formatDelta(-2)).toBe('-2');
    expect(formatDelta(0)).toBe('no change');
    expect(scoreLabel(4)).toBe('4 out of 5');
  });
});
