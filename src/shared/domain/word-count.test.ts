import { describe, expect, it } from 'vitest';
import { formatFileSize, tooLargeMessage, uploadLimits } from './uploads.js';
import { countWords } from './word-count.js';

describe('countWords', () => {
  it('counts runs of text separated by any whitespace', () => {
    expect(countWords('  I want to\tstudy\nlaw.  ')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
  });

  it('ignores stray punctuation but keeps hyphenated words and numbers whole', () => {
    expect(countWords("Co-author — don't stop • 2024 !")).toBe(4);
  });

  it('counts words in other scripts', () => {
    expect(countWords('Überzeugung élève правосудие')).toBe(3);
  });
});

describe('upload limits', () => {
  it('are SPEC section 9 limits in binary megabytes, as the upload widget prints them', () => {
    expect(uploadLimits).toEqual({ statement: 2_097_152, annotation: 5_242_880, cv: 5_242_880 });
    expect(formatFileSize(uploadLimits.statement)).toBe('2 MB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(tooLargeMessage('statement')).toMatch(/^The file is larger than 2 MB\./);
  });
});
