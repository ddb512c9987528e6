import { AppError } from '../../../shared/errors.js';

export const ONE_READ_AT_A_TIME =
  'Another of your files is being read right now. Wait until it is done, then upload this one again.';

/**
 * One file read at a time per person, in this process. The readers' queue is shared by
 * everyone (document-parser-pool.ts): one account sending many files at once, or one upload
 * registered many times at once, must not fill it and turn everyone else's uploads away.
 */
export function onePerPerson() {
  const reading = new Set<string>();
  return async function read<T>(personId: string, work: () => Promise<T>): Promise<T> {
    if (reading.has(personId)) throw new AppError('rate_limited', ONE_READ_AT_A_TIME);
    reading.add(personId);
    try {
      return await work();
    } finally {
      reading.delete(personId);
    }
  };
}

/** The server's own: every registration of a document reads through it. */
export const readOnePerPerson = onePerPerson();
