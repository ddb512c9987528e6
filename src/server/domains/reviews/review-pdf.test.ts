import { describe, expect, it } from 'vitest';
import type { ReviewRound } from '../../../shared/schemas/reviews.js';
import { pdfText } from '../uploads/pdf-text.js';
import { renderReviewPdf } from './review-pdf.js';

const rubric = { clarity: 4, structure: 3, voice: 5, authenticity: 4, ethics: 5 };
const round = (overrides: Partial<ReviewRound> = {}): ReviewRound => ({
  id: 'r1',
  round: 1,
  summaryMemo: 'A clear memo.',
  rubricScores: rubric,
  inlineComments: null,
  annotatedDocumentUrl: null,
  anchoredComments: [],
  submittedAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  rating: null,
  ...overrides,
});
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text of the PDF of one round on a one-draft statement, whitespace made single spaces. */
async function pdfOfRound(text: string, anchoredComments: ReviewRound['anchoredComments']) {
  const pdf = await renderReviewPdf({
    submissionId: '00000000-0000-4000-8000-00000000ab12',
    school: 'Law School',
    reviewerName: 'Ada Lovelace',
    drafts: [{ number: 1, text, note: null, createdAt: null, voice: null, documentUrl: null }],
    rounds: [round({ anchoredComments })],
  });
  return flat(await pdfText(Buffer.from(pdf), 1_000_000));
}

describe('renderReviewPdf', () => {
  it('wraps a long statement over pages without losing a word, and draws what fonts cannot', async () => {
    const words = Array.from({ length: 1800 }, (_, i) => `word${i}`);
    const paragraphs: string[] = [];
    for (let i = 0; i < words.length; i += 60) paragraphs.push(words.slice(i, i + 60).join(' '));
    const unbroken = 'x'.repeat(400);
    const text = `${paragraphs.join('\n\n')}\n${unbroken}\nEmoji 😀, Łódź, 東京, “quotes” — dash.`;
    const quote = 'word61 word62';
    const pdf = await renderReviewPdf({
      submissionId: '00000000-0000-4000-8000-00000000ab12',
      school: 'Stanford Law School',
      reviewerName: 'Ada Lovelace',
      drafts: [{ number: 1, text, note: null, createdAt: null, voice: null, documentUrl: null }],
      rounds: [
        round({
          anchoredComments: [
            {
              id: 'c1',
              startOffset: text.indexOf(quote),
              endOffset: text.indexOf(quote) + quote.length,
              quote,
              body: 'Body with \u0007 a control character and \ud800 a lone surrogate.',
              suggestion: 'Better words',
              followUp: null,
            },
          ],
        }),
      ],
    });
    const extracted = flat(await pdfText(Buffer.from(pdf), 10_000_000));
    expect(extracted).toContain('Order #AB12 · Stanford Law School');
    expect(extracted).toContain('Reviewed by Ada Lovelace');
    const statement = extracted.replace(/\[\d+\]/g, '');
    for (const word of words) expect(statement).toContain(` ${word} `);
    expect(statement.replace(/ /g, '')).toContain(unbroken);
    expect(statement).toContain('Emoji ?, ?ódz, ??, “quotes” — dash.');
    expect(extracted).toContain('Suggested wording: Better words');
    expect(extracted).toMatch(/Page 1 of (\d+)/);
    expect(Number(/Page 1 of (\d+)/.exec(extracted)![1])).toBeGreaterThan(3);
  });

  it('puts each comment below the paragraph its passage begins in', async () => {
    const text = 'First paragraph opens here.\n\nSecond paragraph has the passage.\n\nThird one.';
    const comment = (id: string, quote: string, body: string) => ({
      id,
      startOffset: text.indexOf(quote),
      endOffset: text.indexOf(quote) + quote.length,
      quote,
      body,
      suggestion: null,
      followUp: null,
    });
    const extracted = await pdfOfRound(text, [
      comment('c1', 'opens here', 'Say more here.'),
      comment('c2', 'has the passage', 'Cut this.'),
    ]);
    const at = (words: string) => {
      const index = extracted.indexOf(words);
      expect(index, words).toBeGreaterThanOrEqual(0);
      return index;
    };
    expect(at('First paragraph')).toBeLessThan(at('Say more here.'));
    expect(at('Say more here.')).toBeLessThan(at('Second paragraph'));
    expect(at('Second paragraph')).toBeLessThan(at('Cut this.'));
    expect(at('Cut this.')).toBeLessThan(at('Third one.'));
    expect(extracted).not.toContain('no longer in this draft');
  });

  it('puts a comment whose passage is not in the draft after the statement, and says so', async () => {
    const text = 'Only paragraph here.';
    const extracted = await pdfOfRound(text, [
      {
        id: 'gone',
        // Past the end of this draft, and its words are not in it.
        startOffset: 100,
        endOffset: 104,
        quote: 'Gone',
        body: 'This passage was cut.',
        suggestion: null,
        followUp: null,
      },
    ]);
    expect(extracted).toContain(
      'Comments on passages no longer in this draft follow the statement.',
    );
    expect(extracted.indexOf('Only paragraph here.')).toBeLessThan(
      extracted.indexOf('This passage was cut.'),
    );
  });

  it('shows a short note when nothing was delivered yet', async () => {
    const pdf = await renderReviewPdf({
      submissionId: '00000000-0000-4000-8000-00000000ab12',
      school: 'Law School',
      reviewerName: null,
      drafts: [
        { number: 1, text: 'x', note: null, createdAt: null, voice: null, documentUrl: null },
      ],
      rounds: [],
    });
    expect(flat(await pdfText(Buffer.from(pdf), 100_000))).toContain(
      'No round has been delivered yet.',
    );
  });
});
