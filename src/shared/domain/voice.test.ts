import { describe, expect, it } from 'vitest';
import { measureVoice } from './voice.js';

const memo = 'Consider opening with the moment you first stood up for a client in court.';

describe('measureVoice', () => {
  it('counts a run of six or more words taken from the reviewer as adopted, and marks it', () => {
    const draft =
      'I will never forget the moment you first stood up for a client in court. It changed me.';
    const voice = measureVoice(draft, [memo], ['I remember court.']);
    expect(voice.totalWords).toBe(18);
    // "the moment you first stood up for a client in court" = 11 words.
    expect(voice.adoptedWords).toBe(11);
    expect(voice.ownPercent).toBe(39);
    expect(voice.adoptedPassages).toHaveLength(1);
    const [passage] = voice.adoptedPassages;
    expect(draft.slice(passage!.startOffset, passage!.endOffset)).toBe(
      'the moment you first stood up for a client in court.',
    );
  });

  it('trims the punctuation around words, a long run of it included', () => {
    // The trim once used an end-anchored expression that retried from every position of such
    // a run (2.9 s for 40,000 characters, 20 s for this one): it now walks in from both ends.
    const token = `a${'.'.repeat(100_000)}b`;
    const voice = measureVoice(`${token} and five more words here`, [memo], [token]);
    expect(voice.totalWords).toBe(6);
    expect(voice.adoptedWords).toBe(0);
    const quoted = measureVoice('«Élan», (the moment you first stood up).', [memo], []);
    expect(quoted.totalWords).toBe(7);
    expect(quoted.adoptedWords).toBe(6);
  });

  it('ignores case and punctuation but not shorter runs', () => {
    const voice = measureVoice('THE MOMENT, you first stood up. Then I left.', [memo], []);
    expect(voice.adoptedWords).toBe(6);
    expect(measureVoice('the moment you first stood there.', [memo], []).adoptedWords).toBe(0);
  });

  it("keeps the applicant's own words when the reviewer quoted them back", () => {
    const original = 'When I was twelve I translated leases for my neighbours at night.';
    const comment = 'You wrote "I translated leases for my neighbours at night": keep it.';
    const voice = measureVoice(`${original} Now I study law.`, [comment], [original]);
    expect(voice.adoptedWords).toBe(0);
    expect(voice.ownPercent).toBe(100);
  });

  it("an empty draft is all the applicant's own", () => {
    expect(measureVoice('', [memo], [])).toMatchObject({ totalWords: 0, ownPercent: 100 });
  });
});
