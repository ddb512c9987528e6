import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, outboxEmails } from '../../db/schema/index.js';
import { signInAs, type Session } from '../../../../tests/support/http.js';
import { seedOrder, seedReviewer } from '../../../../tests/support/seed.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { MAX_MESSAGES_PER_ORDER } from './message-throttle.js';
import { REQUEST_ID_USED_MESSAGE } from './thread.js';

const t = useTestApp();
let applicant: Session;
let reviewer: Session;
let admin: Session;

beforeAll(async () => {
  applicant = await signInAs(t.app, t.db.db, 'applicant');
  reviewer = await seedReviewer(t.app, t.db.db);
  admin = await signInAs(t.app, t.db.db, 'admin');
});

const post = (id: string, cookie: string, body: string, requestId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/submissions/${id}/messages`,
    headers: { cookie },
    payload: { body, requestId },
  });
const mailsTo = async (email: string) =>
  (await t.db.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).length;

describe('posting to an order thread', () => {
  it('takes a burst of messages from one person, then refuses more until the window passes', async () => {
    const { id } = await seedOrder(t.db.db, {
      applicantId: applicant.user.id,
      reviewerId: reviewer.user.id,
      status: 'in_review',
    });
    const mailedBefore = await mailsTo(reviewer.user.email);
    const lastRequest = randomUUID();
    for (let n = 1; n <= MAX_MESSAGES_PER_ORDER; n += 1) {
      const sent = await post(
        id,
        applicant.cookie,
        `Message ${n}`,
        n === MAX_MESSAGES_PER_ORDER ? lastRequest : undefined,
      );
      expect(sent.statusCode).toBe(201);
    }
    // The last one sent again (its answer was lost) is not a new message, so it is not refused.
    expect((await post(id, applicant.cookie, 'Message 10', lastRequest)).statusCode).toBe(201);

    const refused = await post(id, applicant.cookie, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You have sent ${MAX_MESSAGES_PER_ORDER} messages on this order in a short time. Please wait 15 minutes before sending another; the ones you sent have been delivered.`,
    );
    const thread = await t.db.db.select().from(messages).where(eq(messages.submissionId, id));
    expect(thread).toHaveLength(MAX_MESSAGES_PER_ORDER);
    expect((await mailsTo(reviewer.user.email)) - mailedBefore).toBe(MAX_MESSAGES_PER_ORDER);

    // Each person has their own count, and an admin's messages are audited, not counted.
    expect((await post(id, reviewer.cookie, 'Noted, thank you.')).statusCode).toBe(201);
    expect((await post(id, admin.cookie, 'We are looking into it.')).statusCode).toBe(201);

    t.clock.advance(15 * 60_000);
    expect((await post(id, applicant.cookie, 'One more')).statusCode).toBe(201);
  });

  it('refuses a message id already used on another order, and posts nothing there', async () => {
    const orderOf = () =>
      seedOrder(t.db.db, {
        applicantId: applicant.user.id,
        reviewerId: reviewer.user.id,
        status: 'in_review',
      });
    const [first, second] = [await orderOf(), await orderOf()];
    const requestId = randomUUID();
    expect((await post(first.id, applicant.cookie, 'On the first', requestId)).statusCode).toBe(
      201,
    );
    const mailedBefore = await mailsTo(reviewer.user.email);
    const reused = await post(second.id, applicant.cookie, 'On the second', requestId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(REQUEST_ID_USED_MESSAGE);
    const thread = await t.db.db
      .select()
      .from(messages)
      .where(eq(messages.submissionId, second.id));
    expect(thread).toEqual([]);
    expect(await mailsTo(reviewer.user.email)).toBe(mailedBefore);
  });
});
