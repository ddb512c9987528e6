import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.js';
import type { MailTransport } from '../domains/notifications/mail-transport.js';
import type { PaymentProvider } from '../domains/payments/providers/provider.js';
import type { StorageDriver } from '../domains/uploads/storage.js';
import { loggableError } from '../plugins/errors.js';

/** What jobs run with: the deps plus the services main builds once and shares with the app. */
export interface JobContext extends Deps {
  payments: PaymentProvider;
  storage: StorageDriver;
  mail: MailTransport;
}

/** A periodic job. It must claim its own rows so that N processes never do the same work. */
export interface Job {
  name: string;
  everyMs: number;
  run(ctx: JobContext): Promise<unknown>;
}

export interface Sweeper {
  /** Stops scheduling and waits for the job that is running, if any. */
  stop(): Promise<void>;
}

/** Runs each job when it is due, one at a time, in every server process. */
export function startSweeper(
  ctx: JobContext,
  jobs: Job[],
  log: FastifyBaseLogger,
  tickMs = 1000,
): Sweeper {
  const nextRun = new Map(jobs.map((job) => [job.name, 0]));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      const now = Date.now();
      if (now < nextRun.get(job.name)!) continue;
      nextRun.set(job.name, now + job.everyMs);
      try {
        await job.run(ctx);
      } catch (err) {
        log.error(
          { err: loggableError(err), job: job.name },
          'background job failed; it will run again',
        );
      }
    }
  };

  const timer = setInterval(() => {
    running = running.then(tick);
  }, tickMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
