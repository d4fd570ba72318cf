// Small statistics for paired bench runs.

export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Interquartile range: how much the middle half of the runs varies, i.e. the noise of a median. */
export function iqr(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))]!;
  return at(0.75) - at(0.25);
}
