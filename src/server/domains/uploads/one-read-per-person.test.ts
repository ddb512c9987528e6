import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { ONE_READ_AT_A_TIME, onePerPerson } from './one-read-per-person.js';

/** A read that finishes when the test says so. */
function pendingRead() {
  let finish!: (text: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('one file read at a time per person', () => {
  it("refuses a person's second file while the first is read, and takes other people's", async () => {
    const read = onePerPerson();
    const first = pendingRead();
    const reading = read('ada', first.work);

    const second = read('ada', async () => 'never read');
    await expect(second).rejects.toThrow(ONE_READ_AT_A_TIME);
    await expect(second).rejects.toMatchObject({
      code: 'rate_limited',
    } satisfies Partial<AppError>);
    expect(await read('grace', async () => 'her statement')).toBe('her statement');

    first.finish('ada statement');
    expect(await reading).toBe('ada statement');
    expect(await read('ada', async () => 'next file')).toBe('next file');
  });

  it('lets the person read again after a read that failed', async () => {
    const read = onePerPerson();
    await expect(
      read('ada', async () => {
        throw new Error('unreadable');
      }),
    ).rejects.toThrow('unreadable');
    expect(await read('ada', async () => 'again')).toBe('again');
  });
});
