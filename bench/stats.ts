// Pure helpers of the benchmark (bench/run.ts): summaries of repeated measurements, budgets, the table.

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median (mean of the two middle values for an even count), min and max; null for no samples. */
export function summarize(samples: readonly number[]): Summary | null {
  const values = samples.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const middle = Math.floor(values.length / 2);
  const median = values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  return { median, min: values[0]!, max: values[values.length - 1]!, runs: values.length };
}

/** A budget: the figure must be at most (`<=`), under (`<`) or at least (`>=`, scores) the limit. */
export interface Budget {
  op: '<=' | '<' | '>=';
  limit: number;
  text: string;
}

export interface Figure {
  section: string;
  name: string;
  unit: string;
  /** A single value (sizes, counts) or the summary of several runs. */
  value: number | Summary | null;
  /** Why there is no value. */
  na?: string;
  budget?: Budget;
  /** Checked against the budget: the median (or the max for "no frame over" budgets). */
  check?: 'median' | 'max';
  note?: string;
}

export function checkBudget(figure: Figure): boolean | null {
  if (!figure.budget || figure.value === null) return null;
  const value =
    typeof figure.value === 'number' ? figure.value : figure.check === 'max' ? figure.value.max : figure.value.median;
  if (figure.budget.op === '>=') return value >= figure.budget.limit;
  return figure.budget.op === '<=' ? value <= figure.budget.limit : value < figure.budget.limit;
}

/** A number with the precision its size deserves: 1234 → "1234", 12.34 → "12.3", 0.1234 → "0.12", 0.01234 → "0.012". */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 100 || Number.isInteger(value)) return String(Math.round(value));
  if (abs >= 10) return value.toFixed(1);
  if (abs < 0.1) return value.toFixed(3);
  return value.toFixed(2);
}

/** A layout shift as Chromium's PerformanceObserver reports it (those after an input left out). */
export interface LayoutShift {
  startTime: number;
  value: number;
}

/**
 * Cumulative layout shift as the web-vitals define it: shifts grouped in session windows (a gap under
 * 1 s, a window at most 5 s long), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

export function formatValue(figure: Figure): string {
  if (figure.value === null) return `n/a: ${figure.na ?? 'not measured'}`;
  const unit = figure.unit ? ` ${figure.unit}` : '';
  if (typeof figure.value === 'number') return `${formatNumber(figure.value)}${unit}`;
  const { median, min, max, runs } = figure.value;
  if (runs === 1) return `${formatNumber(median)}${unit} (1 run)`;
  return `${formatNumber(median)}${unit} (${formatNumber(min)}–${formatNumber(max)}, ${runs} runs)`;
}

/** The readable table: section, figure, median (min–max, runs), budget, ✓/✗. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => {
    const ok = checkBudget(figure);
    return [
      figure.section,
      figure.name,
      formatValue(figure) + (figure.note ? ` [${figure.note}]` : ''),
      figure.budget?.text ?? '',
      ok === null ? '' : ok ? '✓' : '✗',
    ];
  });
  const header = ['section', 'figure', 'median (min–max, runs)', 'budget', ''];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => [...row[column]!].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
