// Part 2: a server under load on a private PostgreSQL that is stopped (pg_ctl stop -m fast) for
// 5 s and started again. While it is down, every answer must be a quick 503 with a readable
// message, through HAProxy configured as the README says; afterwards the same server process
// must serve again by itself.
import { startHaproxy } from '../lib/haproxy.mjs';
import { onCleanup } from './cleanup.mjs';
import { BrowserClient, newStats } from './client.mjs';
import { startPrivatePostgres } from './postgres-private.mjs';
import { freePort, sleep, waitUntil } from '../lib/ports.mjs';
import { startServer } from './server-process.mjs';

const OUTAGE_MS = 5_000;
const WORKERS = 4;
/** "Not a hang": the pool gives up connecting after 5 s (src/server/db/client.ts). */
const SLOWEST_ALLOWED_MS = 6_500;

const order = {
  packageTier: 'core',
  targetSchool: 'stanford',
  pastedText: 'A short statement written during a database outage test.',
  intakeAnswers: { background: 'Court interpreter.', goals: 'Access to justice.' },
  addOns: [],
};
// Public and signed-in reads, a write, and the health check, in turn.
const requests = [
  ['GET', '/healthz'],
  ['GET', '/api/submissions'],
  ['POST', '/api/submissions', order],
  ['GET', '/api/service-status'],
];

/** A readable message: a sentence, not a driver error, a stack or an address. */
const readable = (body) =>
  typeof body?.message === 'string' &&
  body.message.length >= 20 &&
  !/ECONN|Error:|\bat \S+:\d+|127\.0\.0\.1|postgres:/i.test(body.message);

function judge(samples, failures) {
  const inPhase = (phase) => samples.filter((sample) => sample.phase === phase);
  const show = (s) =>
    `${s.method} ${s.path} in ${s.phase}: ${s.error ?? `${s.status} ${JSON.stringify(s.body)}`}`;
  const complain = (list, why) => {
    if (list.length > 0) failures.push(`${list.length} answers ${why}, e.g. ${show(list[0])}`);
  };
  const ok = (s) => s.status >= 200 && s.status < 300;
  complain(
    inPhase('before').filter((s) => !ok(s)),
    'failed before the outage',
  );
  const down = inPhase('down');
  if (down.length < 10) failures.push(`only ${down.length} requests during the outage`);
  complain(
    down.filter((s) => s.status !== 503 || !readable(s.body)),
    'during the outage were not 503 with a readable message',
  );
  if (!down.some((s) => s.path === '/healthz' && s.status === 503))
    failures.push('/healthz never answered 503 during the outage');
  const changing = samples.filter((s) => !['before', 'down', 'after'].includes(s.phase));
  complain(
    changing.filter((s) => !ok(s) && !(s.status === 503 && readable(s.body))),
    'while PostgreSQL stopped or started were neither 2xx nor a readable 503',
  );
  complain(
    samples.filter((s) => s.ms > SLOWEST_ALLOWED_MS),
    `took over ${SLOWEST_ALLOWED_MS} ms`,
  );
  const after = inPhase('after');
  if (after.length < 10) failures.push(`only ${after.length} requests after recovery`);
  complain(
    after.filter((s) => !ok(s)),
    'failed after recovery',
  );
}

export async function outageTest() {
  const postgres = await startPrivatePostgres();
  const server = await startServer({ name: 'server', databaseUrl: postgres.url });
  const pidBefore = server.pid;
  // The app's own 503 must reach the browser, not the proxy's page for a backend it took out.
  const proxy = await startHaproxy({ port: await freePort(), backends: [server.port] });
  const stopProxy = onCleanup('HAProxy', () => proxy.stop());
  const client = new BrowserClient(proxy.url, newStats());
  const signUp = await client.once('POST', '/api/auth/register', {
    email: 'outage@resilience.test',
    password: 'a long enough password',
    firstName: 'Ada',
    lastName: 'Outage',
  });
  if (signUp.status !== 201) throw new Error(`sign up before the outage: ${signUp.status}`);

  const samples = [];
  let phase = 'before';
  let running = true;
  const worker = async (offset) => {
    for (let i = offset; running; i++) {
      const [method, path, body] = requests[i % requests.length];
      const sample = { phase, method, path };
      const started = performance.now();
      try {
        Object.assign(sample, await client.once(method, path, body));
      } catch (error) {
        sample.error = error.cause?.code ?? error.name;
      }
      sample.ms = Math.round(performance.now() - started);
      // An answer that spans a change (sent before the stop, answered after) is judged as one.
      if (sample.phase !== phase) sample.phase = 'changing';
      samples.push(sample);
      await sleep(50);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));

  const failures = [];
  let recoveryMs;
  try {
    await sleep(1_500);
    phase = 'stopping';
    await postgres.stop();
    phase = 'down';
    await sleep(OUTAGE_MS);
    phase = 'starting';
    await postgres.start();
    phase = 'recovering';
    const started = Date.now();
    await waitUntil(
      'the server answering /healthz 200 after PostgreSQL came back',
      async () => {
        if (server.exitedOnItsOwn()) throw new Error(server.exitedOnItsOwn());
        return (await fetch(`${server.url}/healthz`).catch(() => null))?.ok;
      },
      { timeoutMs: 20_000 },
    );
    recoveryMs = Date.now() - started;
    phase = 'after';
    await sleep(2_000);
  } finally {
    running = false;
    await load;
  }

  await stopProxy();
  judge(samples, failures);
  if (server.pid !== pidBefore || server.exitedOnItsOwn())
    failures.push(`the server process did not survive: ${server.exitedOnItsOwn() ?? 'restarted'}`);
  await server.stop();
  await postgres.destroy();
  const down = samples.filter((s) => s.phase === 'down');
  return {
    failures,
    figures: {
      'requests made': samples.length,
      'during the outage (5 s)': down.length,
      '503 with a message, during it': down.filter((s) => s.status === 503 && readable(s.body))
        .length,
      'slowest answer during it (ms)': Math.max(0, ...down.map((s) => s.ms)),
      'back to healthy after start (ms)': recoveryMs,
      'ok after recovery': samples.filter((s) => s.phase === 'after' && s.status < 300).length,
      'same server process': server.pid === pidBefore ? 'yes' : 'no',
      'message shown': down.find((s) => s.path !== '/healthz')?.body?.message ?? '(none)',
    },
  };
}
