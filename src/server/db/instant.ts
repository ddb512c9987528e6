/**
 * A timestamptz read from PostgreSQL: a Date, as drizzle decodes it (`new Date(text)`), that
 * keeps the text it came from and writes its ISO form from that text. Date's own toISOString
 * took 0.45 µs a value, which every answer's dates pay (a list of 50 orders has 200); cutting
 * the text is a quarter of that. Only text in PostgreSQL's ISO style in UTC
 * (`2026-11-03 10:00:00.123456+00`, years 1000 to 9999) is cut, and only while the Date still
 * holds the instant it was made with; anything else is Date's own toISOString.
 */
export class DbInstant extends Date {
  readonly #text: string;
  readonly #time: number;

  constructor(text: string) {
    super(text);
    this.#text = text;
    this.#time = this.getTime();
  }

  override toISOString(): string {
    const text = this.#text;
    const utcIsoStyle =
      text.length >= 22 &&
      text.charCodeAt(0) >= 0x31 && // a year from 1000 on: V8 reads '0099-...' as 1999
      text.charCodeAt(4) === 0x2d && // four-digit year, then '-'
      text.charCodeAt(10) === 0x20 &&
      text.endsWith('+00');
    if (!utcIsoStyle || this.getTime() !== this.#time) return super.toISOString();
    // Date keeps milliseconds: the first three digits of PostgreSQL's up to six, cut, not rounded.
    const fraction = text.length > 22 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
}

/** drizzle's decoding of a timestamptz in date mode, with the Date above. */
export function decodeInstant(value: unknown): unknown {
  return typeof value === 'string' ? new DbInstant(value) : value;
}
