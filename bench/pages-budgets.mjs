// The page budgets of issue 12: what `npm run bench:pages` checks each measured page against.

export const KB = 1024;

/** Lighthouse mobile performance score at least this, and signed-in JavaScript at most this. */
export const budgets = {
  landingScore: 98,
  pageScore: 90,
  signedInJsGzipBytes: 200 * KB,
};

/** Each budget that applies to a measured page: what it asks, what was measured, and whether it holds. */
export function checkBudgets(page) {
  const minScore = page.path === '/' ? budgets.landingScore : budgets.pageScore;
  const checks = [
    { budget: `performance >= ${minScore}`, measured: page.score, pass: page.score >= minScore },
  ];
  if (page.role) {
    checks.push({
      budget: `JavaScript <= ${budgets.signedInJsGzipBytes / KB} KB gzip`,
      measured: Math.round((page.jsGzipBytes / KB) * 10) / 10,
      pass: page.jsGzipBytes <= budgets.signedInJsGzipBytes,
    });
  }
  return checks;
}
