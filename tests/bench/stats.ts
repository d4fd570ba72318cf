// Small statistics for paired bench runs.

export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * A distribution-free confidence interval for the median of `values` (order statistics, binomial): the
 * interval [x(k), x(n-k+1)] with the largest k whose coverage is still at least `level`. With few values the
 * widest interval [min, max] is returned (its coverage is then below `level`).
 */
export function medianInterval(values: readonly number[], level = 0.9): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (!n) return [NaN, NaN];
  // P(X < k) for X ~ Binomial(n, 1/2): the chance that the median lies below x(k).
  const below = (k: number): number => {
    let sum = 0;
    let term = 0.5 ** n; // C(n, 0) / 2^n
    for (let i = 0; i < k; i++) {
      sum += term;
      term = (term * (n - i)) / (i + 1);
    }
    return sum;
  };
  let k = 1;
  while (k + 1 <= n / 2 && 1 - 2 * below(k + 1) >= level) k++;
  return [sorted[k - 1]!, sorted[n - k]!];
}

/** Timed values with their median and its 90% confidence interval. */
export interface Timed {
  values: number[];
  median: number;
  interval: [number, number];
}

export const timed = (values: number[]): Timed => ({ values, median: median(values), interval: medianInterval(values) });

/** One line of a latency measurement: median with its 90% interval, p10/p90, min/max and the count, in ms. */
export function describeLatencies(label: string, values: readonly number[], digits = 1): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const [low, high] = medianInterval(values);
  const f = (n: number) => n.toFixed(digits);
  return `${label}: median ${f(median(values))} ms (90% CI ${f(low)}–${f(high)}), p10 ${f(at(0.1))}, p90 ${f(at(0.9))}, min ${f(sorted[0]!)}, max ${f(sorted.at(-1)!)} (n=${values.length})`;
}

/**
 * What most runs had: the items more than half of `runs` counted (`counts`: how many runs had each), sorted, and
 * the others, each with its count ("name (k of n)").
 */
export function mostRuns(counts: ReadonlyMap<string, number>, runs: number): { most: string[]; fewer: string[] } {
  const most = [...counts].filter(([, count]) => count * 2 > runs).map(([item]) => item).sort();
  const fewer = [...counts].filter(([, count]) => count * 2 <= runs).map(([item, count]) => `${item} (${count} of ${runs})`).sort();
  return { most, fewer };
}
