import { describe, expect, it } from 'vitest';
import { DbInstant } from './instant.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** PostgreSQL's text for a timestamptz: ISO style, microseconds with trailing zeros dropped. */
function postgresText(ms: number, micros: number, offset = '+00') {
  const d = new Date(ms);
  const digits = pad(d.getUTCMilliseconds() * 1000 + micros, 6).replace(/0+$/, '');
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ` +
    `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}` +
    `${digits ? `.${digits}` : ''}${offset}`
  );
}

describe('DbInstant', () => {
  it('is the Date drizzle makes, and writes the same ISO text, for any instant PostgreSQL sends', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const texts = [
      '2026-11-03 10:00:00+00',
      '2026-11-03 10:00:00.1+00',
      '2026-11-03 10:00:00.123999+00',
    ];
    for (let i = 0; i < 5_000; i++) {
      const ms = Math.floor(random() * 8e12) - 1e12; // 1938 to 2223
      texts.push(postgresText(ms, Math.floor(random() * 1000) * (i % 3 === 0 ? 0 : 1)));
    }
    texts.push('0099-01-01 00:00:00+00', '2026-11-03 10:00:00.5+05:30', '2026-11-03 05:00:00-04');
    for (const text of texts) {
      const expected = new Date(text);
      const instant = new DbInstant(text);
      expect(instant.getTime(), text).toBe(expected.getTime());
      expect(instant.toISOString(), text).toBe(expected.toISOString());
      expect(JSON.stringify({ at: instant }), text).toBe(JSON.stringify({ at: expected }));
    }
  });

  it('writes the instant it holds after a change, not the text it was read from', () => {
    const instant = new DbInstant('2026-11-03 10:00:00.123+00');
    instant.setUTCHours(0);
    expect(instant.toISOString()).toBe('2026-11-03T00:00:00.123Z');
    expect(instant).toBeInstanceOf(Date);
  });
});
