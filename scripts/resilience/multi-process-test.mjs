// Part 3: two server processes on one database behind round-robin HAProxy. 50 reviewers accept
// one queued order at once (exactly one may win), then one process is SIGKILLed while 50
// applicants create and pay orders (no paid order may be lost).
import { startHaproxy } from '../lib/haproxy.mjs';
import { ORDERING_PATHS, runApplicants } from './applicants.mjs';
import { checkOrders } from './checks.mjs';
import { onCleanup } from './cleanup.mjs';
import { describeCauses, newStats, whenRequestsInFlight } from './client.mjs';
import { createDatabase, withClient } from './databases.mjs';
import { freePort, sleep } from '../lib/ports.mjs';
import { createReviewers } from './reviewers.mjs';
import { startServer } from './server-process.mjs';

const REVIEWERS = 50;
const APPLICANTS = 50;

async function acceptRace({ baseUrl, databaseUrl, servers, failures }) {
  const stats = newStats();
  const reviewers = await createReviewers({ baseUrl, databaseUrl, count: REVIEWERS, stats });
  const [applicant] = await runApplicants({ baseUrl, count: 1, spreadMs: 0, stats, label: 'race' })
    .done;
  if (!applicant.paidOrderId)
    throw new Error(`the order to accept was not paid: ${applicant.error}`);
  const orderId = applicant.paidOrderId;
  const acceptPath = `/api/submissions/${orderId}/accept`;
  const answers = await Promise.all(
    reviewers.map(async ({ id, client }) => {
      try {
        return { id, ...(await client.once('POST', acceptPath)) };
      } catch (error) {
        return { id, status: 0, body: error.cause?.code ?? error.message };
      }
    }),
  );
  const winners = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409 && typeof a.body?.message === 'string');
  const other = answers.filter((a) => a.status !== 200 && !refused.includes(a));
  if (winners.length !== 1)
    failures.push(`${winners.length} of ${REVIEWERS} accepts succeeded, not 1`);
  if (other.length > 0)
    failures.push(
      `${other.length} accepts were neither won nor a 409 with a message, e.g. ${other[0].status} ${JSON.stringify(other[0].body)}`,
    );
  const [order] = await withClient(
    databaseUrl,
    async (client) =>
      (
        await client.query(
          `select s.status, s.reviewer_id,
           (select count(*) from order_events e
             where e.submission_id = s.id and e.to_status = 'assigned')::int as assigned_events
         from submissions s where s.id = $1`,
          [orderId],
        )
      ).rows,
  );
  if (order.status !== 'assigned' || order.assigned_events !== 1)
    failures.push(
      `after the race the order is ${order.status} with ${order.assigned_events} assignment events`,
    );
  if (winners.length === 1 && order.reviewer_id !== winners[0].id)
    failures.push('the order is assigned to someone other than the reviewer who was told they won');
  // Each process logs the requests it served: both must have taken part in the race.
  const served = servers.map((server) => server.output().split(`"url":"${acceptPath}"`).length - 1);
  if (served.some((n) => n === 0))
    failures.push(`the accepts were not spread: ${served.join(' / ')} per process`);
  return {
    'accepts sent at once': REVIEWERS,
    'accepts per process': served.join(' / '),
    'accepted (200)': winners.length,
    'refused (409)': refused.length,
    'refusal message': refused[0]?.body.message ?? '(none)',
    'assignment events': order.assigned_events,
  };
}

async function killOneMidRun({ baseUrl, databaseUrl, servers, failures }) {
  const stats = newStats();
  const load = runApplicants({
    baseUrl,
    count: APPLICANTS,
    spreadMs: 8_000,
    stats,
    label: 'multi',
  });
  await sleep(2_000 + Math.random() * 3_000);
  const victim = servers[Math.floor(Math.random() * servers.length)];
  if (load.active() === 0) failures.push('the applicants finished before the kill');
  const activeAtKill = load.active();
  const inFlight = await whenRequestsInFlight(stats, ORDERING_PATHS, 5_000);
  await victim.kill();
  if (inFlight === 0)
    failures.push(
      'no order or payment was under way at the kill: nothing tested what it does to one',
    );
  const records = await load.done;
  const checked = await checkOrders(databaseUrl, records);
  failures.push(...checked.failures);
  return {
    applicants: APPLICANTS,
    'process SIGKILLed (not restarted)': `${victim.name}, with ${activeAtKill} applicants active`,
    'orders and payments under way at the kill (either process)': inFlight,
    'requests made': stats.requests,
    'requests failed': stats.failed,
    'requests retried': stats.retried,
    'failures by cause': describeCauses(stats),
    ...checked.figures,
  };
}

export async function multiProcessTest({ adminUrl }) {
  const database = await createDatabase(adminUrl, 'multi');
  // Logging each request (info) lets the race see which process served which accept.
  const servers = await Promise.all(
    ['process A', 'process B'].map((name) =>
      startServer({ name, databaseUrl: database.url, logLevel: 'info' }),
    ),
  );
  const proxy = await startHaproxy({
    port: await freePort(),
    backends: servers.map((s) => s.port),
  });
  const stopProxy = onCleanup('HAProxy', () => proxy.stop());
  const context = { baseUrl: proxy.url, databaseUrl: database.url, servers, failures: [] };
  const race = await acceptRace(context);
  const kill = await killOneMidRun(context);
  for (const server of servers) {
    if (server.exitedOnItsOwn()) context.failures.push(server.exitedOnItsOwn());
  }
  await stopProxy();
  for (const server of servers) await server.stop();
  await database.drop();
  return { failures: context.failures, figures: { ...race, ...kill } };
}
