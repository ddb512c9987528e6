// The API benchmark's budgets (issue 12), in one place: what `npm run bench` passes or fails on.
const MB = 1024 * 1024;

export const budgets = {
  /** At 100,000 orders, every read endpoint's p99. */
  readP99Ms: 50,
  readAtOrders: 100_000,
  /** ... and its req/s as a share of /healthz's in the same run. */
  readRpsShareOfHealth: 0.25,
  /** From 1,000 to 100,000 orders, how much a read endpoint's p99 may grow. */
  p99Growth: 1.5,
  growthFrom: 1_000,
  growthTo: 100_000,
  /** An export (the orders CSV, one download at a time): each answer in full within this. */
  exportMs: 10_000,
  /** At 1,000,000 orders, the admin endpoints' p99. */
  adminP99Ms: 100,
  adminAtOrders: 1_000_000,
  /** The write mix (draft, pay, accept, save a round, deliver). */
  writeP99Ms: 200,
  /** The server's resident memory at the end of a run. */
  endRssBytes: 250 * MB,
  /**
   * In a soak, the last minute's mean RSS over the second minute's: GC and allocator noise
   * move RSS by a few percent, a leak grows it steadily.
   */
  soakRssGrowth: 1.1,
  /** ... over a soak at least this long. */
  soakSeconds: 600,
};

const check = (budget, subject, value, limit, pass) => ({ budget, subject, value, limit, pass });
const ms = (value) => (value === null ? 'no answer' : `${value} ms`);
/** Whether a p99 is within a limit: a run with no answer at all is not. */
const within = (p99, limit) => p99 !== null && p99 <= limit;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
// A server that died by the end reads as 0 bytes: that is no pass.
const aliveRss = (bytes) => (bytes > 0 ? mb(bytes) : 'the server was gone');
const withinRss = (bytes) => bytes > 0 && bytes <= budgets.endRssBytes;

/** The budgets one run at one data size is held to. */
export function checkRun(run) {
  const checks = [];
  const reads = run.endpoints.filter((e) => e.name !== 'healthz' && e.kind !== 'export');
  const exports = run.endpoints.filter((e) => e.kind === 'export');
  const health = run.endpoints.find((e) => e.name === 'healthz');
  for (const e of exports) {
    checks.push(
      check(
        `export answers in full within ${budgets.exportMs / 1000} s`,
        e.name,
        ms(e.p99),
        ms(budgets.exportMs),
        within(e.p99, budgets.exportMs),
      ),
    );
  }
  if (run.orders === budgets.readAtOrders) {
    for (const e of reads) {
      checks.push(
        check(
          `read p99 <= ${budgets.readP99Ms} ms`,
          e.name,
          ms(e.p99),
          ms(budgets.readP99Ms),
          within(e.p99, budgets.readP99Ms),
        ),
      );
      const share = e.rps / health.rps;
      checks.push(
        check(
          `read req/s >= ${budgets.readRpsShareOfHealth * 100} % of /healthz`,
          e.name,
          `${(share * 100).toFixed(0)} % (${e.rps.toFixed(0)}/${health.rps.toFixed(0)})`,
          `${budgets.readRpsShareOfHealth * 100} %`,
          share >= budgets.readRpsShareOfHealth,
        ),
      );
    }
  }
  if (run.orders === budgets.adminAtOrders) {
    for (const e of reads.filter((r) => r.role === 'admin')) {
      checks.push(
        check(
          `admin p99 <= ${budgets.adminP99Ms} ms`,
          e.name,
          ms(e.p99),
          ms(budgets.adminP99Ms),
          within(e.p99, budgets.adminP99Ms),
        ),
      );
    }
  }
  for (const e of run.endpoints.filter((r) => r.kind !== 'other')) {
    const lean = e.kind !== 'detail';
    const rule = lean ? 'lists and exports carry no statement text' : 'detail answers carry it';
    const pass = lean ? !e.carriesStatement : e.carriesStatement;
    checks.push(
      check(
        rule,
        e.name,
        e.carriesStatement ? 'has text' : 'no text',
        lean ? 'no text' : 'has text',
        pass,
      ),
    );
  }
  for (const e of run.endpoints) {
    if (e.errors > 0) {
      checks.push(check('no errors', e.name, String(e.errors), '0', false));
    }
  }
  const w = run.writeMix;
  checks.push(
    check(
      `write mix p99 <= ${budgets.writeP99Ms} ms`,
      'write mix',
      ms(w.p99),
      ms(budgets.writeP99Ms),
      within(w.p99, budgets.writeP99Ms),
    ),
  );
  checks.push(
    check('write mix without errors', 'write mix', String(w.errors), '0', w.errors === 0),
  );
  checks.push(
    check(
      `server RSS at the end <= ${mb(budgets.endRssBytes)}`,
      'server',
      aliveRss(run.rss.endBytes),
      mb(budgets.endRssBytes),
      withinRss(run.rss.endBytes),
    ),
  );
  return checks.map((c) => ({ orders: run.orders, ...c }));
}

/** p99 growth of each read endpoint between a small and a large data set. */
export function checkGrowth(small, large) {
  // Two builds compared would measure the change between them, not the table's growth.
  if (small.build.sourceHash !== large.build.sourceHash) {
    return [
      {
        orders: `${small.orders}->${large.orders}`,
        ...check(
          `p99 grows <= ${budgets.p99Growth}x`,
          'every read',
          `two builds (${small.build.sourceHash}, ${large.build.sourceHash}): run again`,
          'one build',
          false,
        ),
      },
    ];
  }
  return large.endpoints
    .filter((e) => e.name !== 'healthz' && e.kind !== 'export')
    .flatMap((e) => {
      const before = small.endpoints.find((s) => s.name === e.name);
      if (!before) return [];
      // Latencies are whole milliseconds: 0 ms is read as 1 so a ratio exists.
      const growth =
        e.p99 === null || before.p99 === null ? Infinity : e.p99 / Math.max(1, before.p99);
      return [
        {
          orders: `${small.orders}->${large.orders}`,
          ...check(
            `p99 grows <= ${budgets.p99Growth}x`,
            e.name,
            `${Number.isFinite(growth) ? `${growth.toFixed(2)}x` : 'no answer'} (${ms(before.p99)} -> ${ms(e.p99)})`,
            `${budgets.p99Growth}x`,
            growth <= budgets.p99Growth,
          ),
        },
      ];
    });
}

/** A soak's memory: the last minute against the second, and the end against the ceiling. */
export function checkSoak(soak) {
  const growth = soak.rss.lastMinuteMeanBytes / soak.rss.secondMinuteMeanBytes;
  return [
    check(
      `soak RSS does not grow over ${budgets.soakSeconds / 60} minutes (last minute <= ${budgets.soakRssGrowth}x second minute)`,
      'server',
      `${growth.toFixed(2)}x (${mb(soak.rss.secondMinuteMeanBytes)} -> ${mb(soak.rss.lastMinuteMeanBytes)}) over ${soak.seconds} s`,
      `${budgets.soakRssGrowth}x`,
      growth <= budgets.soakRssGrowth && soak.seconds >= budgets.soakSeconds,
    ),
    check(
      `server RSS at the end <= ${mb(budgets.endRssBytes)}`,
      'server',
      aliveRss(soak.rss.endBytes),
      mb(budgets.endRssBytes),
      withinRss(soak.rss.endBytes),
    ),
    check('soak without errors', 'mixed load', String(soak.errors), '0', soak.errors === 0),
  ].map((c) => ({ orders: soak.orders, ...c }));
}
