import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { transitionSubmission } from './transition.js';

describe('transitionSubmission', () => {
  it('refuses a move the order lifecycle does not allow, before touching the database', async () => {
    const untouched = {} as Database;
    const move = transitionSubmission(untouched, {
      submissionId: '00000000-0000-4000-8000-000000000000',
      from: 'completed',
      to: 'in_review',
      actorId: null,
      at: new Date(),
    });
    await expect(move).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'An order cannot move from Completed to In Review.',
    });
  });
});
