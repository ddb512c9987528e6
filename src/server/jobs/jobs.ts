import type { AppConfig } from '../config.js';
import { deliverOutbox } from '../domains/notifications/outbox-delivery.js';
import {
  logTransport,
  smtpTransport,
  type MailTransport,
} from '../domains/notifications/mail-transport.js';
import type { Job } from './sweeper.js';

export function mailTransportFor(config: AppConfig, log: (message: string) => void): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : logTransport(log);
}

/** Every job the sweeper runs in each server process. */
export function backgroundJobs(transport: MailTransport): Job[] {
  return [
    { name: 'outbox-delivery', everyMs: 5_000, run: (deps) => deliverOutbox(deps, transport) },
  ];
}
