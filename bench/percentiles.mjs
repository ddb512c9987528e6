// Percentiles of the benchmarks' own timings (autocannon reports its own for whole runs).

/** The value at `share` (0.5 the median, 0.99 the p99, 1 the worst) of ascending `sorted`. */
export const nearestRank = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
