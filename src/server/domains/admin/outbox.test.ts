import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../shared/schemas/admin.js';
import { outboxEmails } from '../../db/schema/index.js';
import { signInAs } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { NOT_ADMIN_MESSAGE } from '../../plugins/access.js';
import { logTransport } from '../notifications/mail-transport.js';
import { deliverOutbox } from '../notifications/outbox-delivery.js';
import { enqueueEmail } from '../notifications/outbox.js';
import { outboxAsText } from './outbox.js';

const t = useTestApp({ publicUrl: 'http://app.test' });
const MINUTE = 60_000;

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/outbox', () => {
  it('is for admins only', async () => {
    expect((await get('/api/admin/outbox')).statusCode).toBe(401);
    for (const role of ['applicant', 'reviewer'] as const) {
      const session = await signInAs(t.app, t.db.db, role);
      const response = await get('/api/admin/outbox', session.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: NOT_ADMIN_MESSAGE });
    }
  });

  it('lists every email newest first with its status, page by page', async () => {
    const admin = await signInAs(t.app, t.db.db, 'admin');
    await t.db.db.delete(outboxEmails);
    const empty = await get('/api/admin/outbox', admin.cookie);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });

    // Three emails a minute apart: the first is sent, the second fails, the third waits.
    const content = (n: number) => ({
      subject: `Notice ${n}`,
      heading: `Heading ${n}`,
      paragraphs: [`Paragraph ${n}.`],
    });
    await enqueueEmail(t.db.db, 'one@example.com', content(1), t.clock.clock());
    await deliverOutbox({
      ...t.deps,
      mail: logTransport(() => {}),
    });
    t.clock.advance(MINUTE);
    await enqueueEmail(t.db.db, 'two@example.com', content(2), t.clock.clock());
    await deliverOutbox({
      ...t.deps,
      mail: {
        kind: 'smtp',
        send: async () => {
          throw new Error('Connection refused');
        },
        close: () => {},
      },
    });
    t.clock.advance(MINUTE);
    await enqueueEmail(t.db.db, 'three@example.com', content(3), t.clock.clock());

    const page = (await get('/api/admin/outbox?limit=10', admin.cookie)).json();
    expect(page.nextCursor).toBeNull();
    const [third, second, first] = page.items as OutboxEmail[];
    expect(page.items.map((e: OutboxEmail) => e.to)).toEqual([
      'three@example.com',
      'two@example.com',
      'one@example.com',
    ]);
    expect(third).toMatchObject({
      subject: 'Notice 3 — Counsel Review',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
      transport: null,
    });
    expect(third!.textBody).toContain('Paragraph 3.');
    expect(second).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Connection refused',
      sentAt: null,
    });
    expect(second!.nextAttemptAt).not.toBeNull();
    expect(first).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'log',
      createdAt: '2026-11-02T10:00:00.000Z',
      nextAttemptAt: null,
    });
    expect(first!.sentAt).not.toBeNull();
    expect(first).not.toHaveProperty('htmlBody');

    const paged: string[] = [];
    let cursor = '';
    do {
      const response = await get(`/api/admin/outbox?limit=2&cursor=${cursor}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      paged.push(...response.json().items.map((e: OutboxEmail) => e.id));
      cursor = response.json().nextCursor ?? '';
    } while (cursor);
    expect(paged).toEqual(page.items.map((e: OutboxEmail) => e.id));

    expect((await get('/api/admin/outbox?limit=0', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/outbox?cursor=nonsense', admin.cookie)).statusCode).toBe(400);
  });

  it('never shows a working one-time link, sent or not', async () => {
    const admin = await signInAs(t.app, t.db.db, 'admin');
    await t.db.db.delete(outboxEmails);
    await enqueueEmail(t.db.db, 'reset@example.com', {
      subject: 'Reset your password',
      heading: 'Reset',
      paragraphs: ['Use the link.'],
      action: { label: 'Reset', url: 'http://app.test/reset-password?token=secret-token-123' },
    });
    const [unsent] = (await get('/api/admin/outbox', admin.cookie)).json().items;
    expect(unsent.textBody).not.toContain('secret-token-123');
    expect(unsent.textBody).toContain('[one-time link hidden]');
  });
});

describe('outboxAsText (npm run cli -- outbox)', () => {
  const email = (overrides: Partial<OutboxEmail>): OutboxEmail => ({
    id: 'id',
    to: 'jordan@example.com',
    subject: 'Feedback ready',
    status: 'sent',
    attempts: 1,
    lastError: null,
    transport: 'smtp',
    createdAt: '2026-11-02T10:00:00.000Z',
    sentAt: '2026-11-02T10:01:30.000Z',
    nextAttemptAt: null,
    textBody: 'Hello Jordan,\n\nYour feedback is ready.\n',
    ...overrides,
  });

  it('prints each email: to, subject, status, time, then its text', () => {
    const text = outboxAsText([
      email({}),
      email({
        to: 'sam@example.com',
        status: 'failed',
        attempts: 2,
        lastError: 'Connection refused',
        sentAt: null,
        nextAttemptAt: '2026-11-02T10:05:00.000Z',
        transport: null,
      }),
    ]);
    expect(text).toContain('To:      jordan@example.com');
    expect(text).toContain('Subject: Feedback ready');
    expect(text).toContain('Status:  sent 2026-11-02 10:01 UTC (SMTP)');
    expect(text).toContain('Queued:  2026-11-02 10:00 UTC');
    expect(text).toContain('Hello Jordan,\n\nYour feedback is ready.');
    expect(text).toContain(
      'Status:  failed after 2 tries, next try 2026-11-02 10:05 UTC: Connection refused',
    );
    expect(text.indexOf('jordan@')).toBeLessThan(text.indexOf('sam@'));
  });

  it('says when the outbox is empty', () => {
    expect(outboxAsText([])).toBe('The outbox is empty: no email has been queued yet.');
  });
});
