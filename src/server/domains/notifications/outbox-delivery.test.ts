import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEmails } from '../../db/schema/index.js';
import { PASSWORD, uniqueEmail } from '../../../../tests/support/http.js';
import { useTestApp } from '../../../../tests/support/test-app.js';
import { requestPasswordReset } from '../auth/password-reset.js';
import { createUser } from '../auth/users.js';
import { logTransport, smtpTransport } from './mail-transport.js';
import { deliverOutbox, retryDelayMs, type MailDeps } from './outbox-delivery.js';
import { enqueueEmail, SENT_LINK } from './outbox.js';

const t = useTestApp({ publicUrl: 'http://app.test' });

/** Asks for a password reset for a new account; returns its email and the queued link's token. */
async function queueResetLink(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('reset');
  await createUser(t.db.db, { email, password: PASSWORD, firstName: 'A', lastName: 'B' });
  await requestPasswordReset(t.deps, { email, ip: '192.0.2.1' });
  const [mail] = await t.db.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const token = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
  return { email, token };
}

const rowFor = async (email: string) =>
  (await t.db.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)))[0]!;

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that records what it receives. */
function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const stopSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('outbox delivery over SMTP', () => {
  const inbox: Received[] = [];
  let port: number;
  let smtp: SMTPServer;

  beforeAll(async () => {
    port = await freePort();
    smtp = await startSmtp(port, inbox);
  });
  afterAll(async () => {
    await stopSmtp(smtp);
  });

  const notice = (n: number) => ({
    subject: `Notice ${n}`,
    heading: `Notice ${n}`,
    paragraphs: [`Body of notice ${n}.`],
    action: { label: 'Open', url: 'http://app.test/dashboard' },
  });

  it('sends each queued email once, as text and HTML, and records it', async () => {
    for (const n of [1, 2, 3])
      await enqueueEmail(t.db.db, `person${n}@example.com`, notice(n), t.clock.clock());
    const transport = await smtpTransport(
      `smtp://127.0.0.1:${port}`,
      'Counsel Review <no-reply@app.test>',
    );
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 3, failed: 0 });
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 0, failed: 0 });
    transport.close();

    expect(inbox.map((m) => m.to[0]).sort()).toEqual([
      'person1@example.com',
      'person2@example.com',
      'person3@example.com',
    ]);
    const first = inbox.find((m) => m.to[0] === 'person1@example.com')!.raw;
    expect(first).toMatch(/^Subject: /m);
    expect(first).toContain('Body of notice 1.');
    expect(first).toContain('text/plain');
    expect(first).toContain('text/html');
    const rows = await t.db.db.select().from(outboxEmails);
    expect(rows.every((row) => row.sentAt && row.transport === 'smtp')).toBe(true);
  });

  it('keeps notices through a mail server outage and delivers each once when it is back', async () => {
    inbox.length = 0;
    await stopSmtp(smtp);
    for (const n of [4, 5]) {
      await enqueueEmail(t.db.db, `late${n}@example.com`, notice(n), t.clock.clock());
      t.clock.advance(1000); // Oldest first: late4 is tried first.
    }
    const transport = await smtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@app.test');

    // The first refusal ends the run: the next message is not tried against a dead server.
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 0, failed: 1 });
    const failed = await rowFor('late4@example.com');
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime()).toBe(t.clock.clock().getTime() + retryDelayMs(1));
    const untried = await rowFor('late5@example.com');
    expect(untried).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    expect(untried.nextAttemptAt.getTime()).toBe(t.clock.clock().getTime());
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 0, failed: 1 });
    expect((await rowFor('late5@example.com')).attempts).toBe(1);

    smtp = await startSmtp(port, inbox);
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(retryDelayMs(1));
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 2, failed: 0 });
    t.clock.advance(retryDelayMs(5));
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 0, failed: 0 });
    transport.close();
    expect(inbox.map((m) => m.to[0]).sort()).toEqual(['late4@example.com', 'late5@example.com']);
  });

  it('keeps a reset link only until it is delivered', async () => {
    inbox.length = 0;
    const { email, token } = await queueResetLink();
    await enqueueEmail(t.db.db, 'other@example.com', notice(6), t.clock.clock());
    const transport = await smtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@app.test');
    expect(await deliverOutbox({ ...t.deps, mail: transport })).toEqual({ sent: 2, failed: 0 });
    transport.close();

    const received = inbox.find((m) => m.to[0] === email)!.raw.replace(/=\r?\n/g, '');
    expect(received).toContain(token);
    const row = await rowFor(email);
    expect(row.sentAt).not.toBeNull();
    expect(row.textBody).not.toContain(token);
    expect(row.htmlBody).not.toContain(token);
    expect(row.textBody).toContain(`Choose a new password: ${SENT_LINK}`);
    expect(row.htmlBody).toContain(`href="${SENT_LINK}"`);
    // Links that are not credentials stay.
    expect((await rowFor('other@example.com')).textBody).toContain('http://app.test/dashboard');
  });
});

describe('outbox without SMTP (log only)', () => {
  it('prints a reset link once, then keeps no copy of it', async () => {
    const { email, token } = await queueResetLink();
    const printed: string[] = [];
    const transport = logTransport((message) => printed.push(message));
    await deliverOutbox({ ...t.deps, mail: transport });
    await deliverOutbox({ ...t.deps, mail: transport });

    expect(printed.filter((message) => message.includes(token))).toHaveLength(1);
    const row = await rowFor(email);
    expect(row.transport).toBe('log');
    expect(`${row.textBody}${row.htmlBody}`).not.toContain(token);
  });
});

describe('outbox delivery from two processes', () => {
  it('sends each message once when one process takes longer than its lease', async () => {
    const subjects = ['Slow one', 'Slow two'];
    for (const subject of subjects) {
      t.clock.advance(1000);
      await enqueueEmail(
        t.db.db,
        uniqueEmail('slow'),
        { subject, heading: subject, paragraphs: ['Body.'] },
        t.clock.clock(),
      );
    }
    const sends: string[] = [];
    const record = (who: string) => (mail: { subject: string }) => {
      if (subjects.some((s) => mail.subject.startsWith(s))) sends.push(`${who}: ${mail.subject}`);
    };
    const other: MailDeps = {
      ...t.deps,
      mail: { kind: 'log', close() {}, send: async (mail) => record('other')(mail) },
    };
    // Each send takes three minutes: the second ends after the batch's first lease would have.
    let calls = 0;
    const slow: MailDeps = {
      ...t.deps,
      mail: {
        kind: 'log',
        close() {},
        async send(mail) {
          t.clock.advance(3 * 60_000);
          calls++;
          if (calls === 2) await deliverOutbox(other);
          record('slow')(mail);
        },
      },
    };
    await deliverOutbox(slow);
    await deliverOutbox(other);
    expect(sends.map((s) => s.replace(/ — .*/, '')).sort()).toEqual([
      'slow: Slow one',
      'slow: Slow two',
    ]);
  });
});

describe('a mail server that answers too slowly', () => {
  it('is given up at the send deadline, with its connection closed', async () => {
    // It greets line by line, one line every 50 ms, and never finishes: no idle timeout fires.
    let closed = false;
    const dripping = createServer((socket) => {
      const drip = setInterval(() => socket.write('220-still greeting\r\n'), 50);
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        closed = true;
      });
    });
    await new Promise<void>((resolve) => dripping.listen(0, '127.0.0.1', resolve));
    const { port } = dripping.address() as { port: number };
    const transport = await smtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@app.test', {
      deadlineMs: 500,
    });
    try {
      await expect(
        transport.send({ to: 'a@app.test', subject: 'Slow', text: 'Hi', html: '<p>Hi</p>' }),
      ).rejects.toThrow(
        'The mail server did not take the message within 0.5 s; it is tried again later.',
      );
      await vi.waitFor(() => expect(closed).toBe(true));
    } finally {
      transport.close();
      await new Promise((resolve) => dripping.close(resolve));
    }
  });
});

describe('retry schedule', () => {
  it('backs off exponentially from a minute up to an hour', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(4)).toBe(480_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
