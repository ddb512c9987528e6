import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outboxEmails, supportRequests, users } from '../../db/schema/index.js';
import { PASSWORD, registerUser, uniqueEmail } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { createUser } from '../auth/users.js';
import { MAX_CONTACTS_PER_IP } from './contact-throttle.js';

const t = useTestApp();

// Each test speaks from its own address so the per-IP limit of one test never trips another.
let ipCounter = 1;
const nextIp = () => `203.0.113.${ipCounter++}`;

const valid = {
  name: 'Riley Chen',
  email: 'riley@example.com',
  topic: 'payment',
  message: 'I was charged twice for my Core review. Could you check my order, please?',
};

const contact = (payload: unknown, ip = nextIp(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/contact',
    payload: payload as object,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

async function createAdmin() {
  return createUser(t.db.db, { email: uniqueEmail('admin'), password: PASSWORD, role: 'admin' });
}

describe('POST /api/support/contact', () => {
  it('stores the request, emails every admin and gives each an in-app notice', async () => {
    const admins = [await createAdmin(), await createAdmin()];
    const message = `${valid.message} ${uniqueEmail('marker')}`;
    const response = await contact({ ...valid, message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const [stored] = await t.db.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.message, message));
    expect(stored).toMatchObject({ name: 'Riley Chen', topic: 'payment', userId: null });

    const everyAdmin = await t.db.db.select().from(users).where(eq(users.role, 'admin'));
    const mails = await t.db.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.toAddress,
          everyAdmin.map((a) => a.email),
        ),
      );
    const aboutThis = mails.filter((mail) => mail.textBody.includes(message));
    expect(aboutThis.map((m) => m.toAddress).sort()).toEqual(everyAdmin.map((a) => a.email).sort());
    for (const mail of aboutThis) {
      expect(mail.subject).toContain('New support request: Payments and refunds');
      expect(mail.textBody).toContain('From: Riley Chen <riley@example.com> (not signed in)');
      expect(mail.textBody).toContain('To answer, write to riley@example.com');
    }

    for (const admin of admins) {
      const notices = await t.db.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, admin.id));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: 'New support request',
        body: 'Payments and refunds, from Riley Chen <riley@example.com>',
        link: null,
        read: false,
      });
    }
  });

  it('links the request to the signed-in sender', async () => {
    const { cookie, user } = await registerUser(t.app);
    const message = `Signed-in question ${uniqueEmail('marker')}`;
    const response = await contact({ ...valid, topic: 'account', message }, nextIp(), cookie);
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.message, message));
    expect(stored!.userId).toBe(user.id);
  });

  it('stores nothing and answers 400 with field messages for a bad body', async () => {
    const response = await contact({ name: ' ', email: 'nope', topic: 'gossip', message: 'short' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('Enter your name.');
    expect(message).toContain('Enter a valid email address');
    expect(message).toContain('Choose what your message is about.');
    expect(message).toContain('at least 10 characters');
    const stored = await t.db.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.message, 'short'));
    expect(stored).toHaveLength(0);
  });

  it('refuses a message longer than 5,000 characters and a missing body', async () => {
    const long = await contact({ ...valid, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Message must be at most 5,000 characters.');
    const empty = await contact({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write your message.');
  });

  it(`answers 429 after ${MAX_CONTACTS_PER_IP} messages from one IP in 15 minutes`, async () => {
    const ip = nextIp();
    for (let i = 0; i < MAX_CONTACTS_PER_IP; i++) {
      expect((await contact(valid, ip)).statusCode).toBe(201);
    }
    const refused = await contact(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait 15 minutes before sending another/);
    // Another address is unaffected, and the window ends.
    expect((await contact(valid, nextIp())).statusCode).toBe(201);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await contact(valid, ip)).statusCode).toBe(201);
  });
});
