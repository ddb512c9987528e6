// Part 1: 50 applicants sign up, order and pay while the server is SIGKILLed three times at
// random moments and started again; then the database must show no lost or doubled order.
import { ORDERING_PATHS, runApplicants } from './applicants.mjs';
import { checkOrders } from './checks.mjs';
import { describeCauses, newStats, whenRequestsInFlight } from './client.mjs';
import { createDatabase } from './databases.mjs';
import { sleep } from '../lib/ports.mjs';
import { startServer } from './server-process.mjs';

const APPLICANTS = 50;
const KILLS = 3;

export async function crashTest({ adminUrl }) {
  const database = await createDatabase(adminUrl, 'crash');
  const server = await startServer({ name: 'server', databaseUrl: database.url });
  const stats = newStats();
  const load = runApplicants({
    baseUrl: server.url,
    count: APPLICANTS,
    spreadMs: 15_000,
    stats,
    label: 'crash',
  });
  const failures = [];
  const restartMs = [];
  const cut = [];
  let kills = 0;
  while (kills < KILLS) {
    await sleep(500 + Math.random() * 2_000);
    if (load.active() === 0) {
      failures.push(
        `the applicants finished after ${kills} of ${KILLS} kills: the load is too short`,
      );
      break;
    }
    cut.push(await whenRequestsInFlight(stats, ORDERING_PATHS, 5_000));
    await server.kill();
    kills++;
    const restarting = Date.now();
    await server.restart();
    restartMs.push(Date.now() - restarting);
  }
  const records = await load.done;
  if (kills > 0 && cut.every((n) => n === 0)) {
    failures.push(
      'no kill cut an order or payment mid-way: nothing tested what a crash does to one',
    );
  }
  const checked = await checkOrders(database.url, records);
  failures.push(...checked.failures);
  const ownExit = server.exitedOnItsOwn();
  if (ownExit) failures.push(ownExit);
  await server.stop();
  await database.drop();
  return {
    failures,
    figures: {
      applicants: APPLICANTS,
      'SIGKILLs (each restarted)': kills,
      'orders and payments under way at each kill': cut.join(', '),
      'restart to healthy (ms, each)': restartMs.join(', '),
      'requests made': stats.requests,
      'requests failed': stats.failed,
      'requests retried': stats.retried,
      'failures by cause': describeCauses(stats),
      ...checked.figures,
    },
  };
}
