// The bench's verdict table: `what | measured | budget | ok` against docs/performance.md. A row without a measurement
// (n/a) never fails; a measured row over budget does. A timed row carries a 90% confidence interval of its
// median (distribution-free, stats.ts): 'ok' when the whole interval is within budget, 'OVER' when all of
// it is above, '?' when the budget lies inside it: this machine was too noisy to tell (a busy shared machine
// can't prove a 20 ms budget either way), which prints the row but does not fail the bench.

export interface Row {
  what: string;
  /** Measured value in the row's unit; null when not measured (see `note`). */
  value: number | null;
  /** How the value is printed. */
  format: (value: number) => string;
  /** Largest allowed value; null for information only. */
  budget: number | null;
  budgetText: string;
  /** Shown instead of a value when there is none, or after it. */
  note?: string;
  /** 90% confidence interval of a timed median, same unit. */
  interval?: [number, number];
}

/** Too noisy to judge: the budget lies within the median's confidence interval. */
export function inconclusive(row: Row): boolean {
  if (row.value === null || row.budget === null || !row.interval) return false;
  const [low, high] = row.interval;
  return low <= row.budget && row.budget < high;
}

export const bytes = (value: number): string => `${value.toLocaleString('en-US')} B`;
export const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function passes(row: Row): boolean {
  if (row.value === null || row.budget === null || inconclusive(row)) return true;
  return Number.isFinite(row.value) && row.value <= row.budget;
}

function okText(row: Row): string {
  if (row.value === null || row.budget === null) return '—';
  if (inconclusive(row)) return '?';
  return passes(row) ? 'ok' : 'OVER';
}

function measuredText(row: Row): string {
  if (row.value === null) return row.note ?? 'n/a';
  let value = Number.isFinite(row.value) ? row.format(row.value) : 'failed';
  if (row.interval && row.interval.every(Number.isFinite)) value += ` (90% CI ${row.interval.map(row.format).join(' … ')})`;
  return row.note ? `${value} ${row.note}` : value;
}

export function renderTable(rows: readonly Row[]): string {
  const cells = [['what', 'measured', 'budget', 'ok'], ...rows.map((row) => [row.what, measuredText(row), row.budgetText, okText(row)])];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]): string => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}
