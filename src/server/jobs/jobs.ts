import type { AppConfig } from '../config.js';
import { deliverOutbox } from '../domains/notifications/outbox-delivery.js';
import {
  logTransport,
  smtpTransport,
  type MailTransport,
} from '../domains/notifications/mail-transport.js';
import { autoAssignOrders } from './auto-assign.js';
import { completeDeliveredOrders } from './auto-complete.js';
import {
  deleteUnattachedDocuments,
  expireSessions,
  expireThrottleCounts,
  expireUploadSlots,
} from './cleanup.js';
import { sendDeadlineAlerts } from './deadline-alerts.js';
import { refundMissedDeadlines } from './guarantee-refunds.js';
import type { Job } from './sweeper.js';

export async function mailTransportFor(
  config: AppConfig,
  log: (message: string) => void,
): Promise<MailTransport> {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : logTransport(log);
}

const MINUTE = 60_000;

/**
 * Every job the sweeper runs in each server process. `config.jobIntervalMs` (JOB_INTERVAL_MS)
 * runs them all more often, for tests and demos.
 */
export function backgroundJobs(config: AppConfig): Job[] {
  const every = (ms: number) => config.jobIntervalMs ?? ms;
  return [
    { name: 'outbox-delivery', everyMs: every(5_000), run: deliverOutbox },
    { name: 'deadline-alerts', everyMs: every(MINUTE), run: sendDeadlineAlerts },
    { name: 'auto-assignment', everyMs: every(MINUTE), run: autoAssignOrders },
    { name: 'guarantee-refunds', everyMs: every(MINUTE), run: refundMissedDeadlines },
    { name: 'auto-complete', everyMs: every(60 * MINUTE), run: completeDeliveredOrders },
    { name: 'expire-sessions', everyMs: every(60 * MINUTE), run: expireSessions },
    { name: 'expire-upload-links', everyMs: every(15 * MINUTE), run: expireUploadSlots },
    {
      name: 'delete-unused-documents',
      everyMs: every(60 * MINUTE),
      run: deleteUnattachedDocuments,
    },
    { name: 'expire-rate-limits', everyMs: every(60 * MINUTE), run: expireThrottleCounts },
  ];
}
