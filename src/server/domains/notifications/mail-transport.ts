export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the outbox sends: SMTP when configured, otherwise the log. */
export interface MailTransport {
  kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * One send's deadline, well inside the outbox's 5-minute lease: a mail server that answers just
 * often enough to pass the idle timeouts would otherwise outlast it (and another process would
 * send the message again), holding up this process's other jobs meanwhile.
 */
export const SMTP_SEND_DEADLINE_MS = 2 * 60 * 1000;

/** nodemailer is loaded with the SMTP transport: a server that logs its mail never needs it. */
export async function smtpTransport(
  smtpUrl: string,
  from: string,
  { deadlineMs = SMTP_SEND_DEADLINE_MS } = {},
): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  // nodemailer waits up to 10 minutes on a silent socket: more than the outbox's lease.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        // Past the deadline nodemailer closes the message's connection.
        await transporter.sendMail({ from, ...mail, signal: AbortSignal.timeout(deadlineMs) });
      } catch (error) {
        if ((error as { code?: string }).code !== 'EABORT') throw error;
        throw new Error(
          `The mail server did not take the message within ${deadlineMs / 1000} s; it is tried again later.`,
          { cause: error },
        );
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the message is printed once, and the log is where the operator reads it: the
 * outbox keeps the message but, as after an SMTP delivery, not its one-time links.
 */
export function logTransport(log: (message: string) => void): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log(
        `Email (not sent: SMTP_URL is not set)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
    },
    close: () => {},
  };
}
