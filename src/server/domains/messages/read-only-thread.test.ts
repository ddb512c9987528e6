import { beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_THREAD_MESSAGE } from '../../../shared/domain/threads.js';
import type { Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';

const t = useTestApp();
/** Someone who placed an order, then became a reviewer. */
let formerApplicant: Session;
let reviewer: Session;

beforeAll(async () => {
  formerApplicant = await seedReviewer(t.app, t.db.db);
  reviewer = await seedReviewer(t.app, t.db.db);
});

const call = (method: 'GET' | 'POST', id: string, cookie: string, body?: string) =>
  t.app.inject({
    method,
    url: `/api/submissions/${id}/messages`,
    headers: { cookie },
    payload: body === undefined ? undefined : { body },
  });

describe('an order placed before becoming a reviewer', () => {
  it('keeps its thread readable but not writable by the one who placed it', async () => {
    const { id } = await seedOrder(t.db.db, {
      applicantId: formerApplicant.user.id,
      reviewerId: reviewer.user.id,
      status: 'completed',
    });
    expect((await call('POST', id, reviewer.cookie, 'Thank you for the order.')).statusCode).toBe(
      201,
    );
    const refused = await call('POST', id, formerApplicant.cookie, 'One more question.');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(READ_ONLY_THREAD_MESSAGE);
    const thread = await call('GET', id, formerApplicant.cookie);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().map((m: { body: string }) => m.body)).toEqual([
      'Thank you for the order.',
    ]);
  });
});
