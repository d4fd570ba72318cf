// The bench's verdict table: `what | measured | budget | ok` against DESIGN §9. A row without a measurement
// (n/a) never fails; a measured row over budget does. A timed row carries its run-to-run spread (IQR): when
// the budget lies within median ± spread the machine was too noisy to tell, and the row prints '?' instead
// of a verdict (a busy shared machine can't prove a 20 ms budget either way; rerun on an idle one).

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
  /** Run-to-run interquartile range of a timed value, same unit. */
  spread?: number;
}

/** Too noisy to judge: the budget is within the measured median ± its spread. */
export function inconclusive(row: Row): boolean {
  return row.value !== null && row.budget !== null && row.spread !== undefined && Math.abs(row.value - row.budget) < row.spread;
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
  if (row.spread !== undefined && Number.isFinite(row.spread)) value += ` ± ${row.format(row.spread)}`;
  return row.note ? `${value} ${row.note}` : value;
}

export function renderTable(rows: readonly Row[]): string {
  const cells = [['what', 'measured', 'budget', 'ok'], ...rows.map((row) => [row.what, measuredText(row), row.budgetText, okText(row)])];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]): string => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}
