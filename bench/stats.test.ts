import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  cumulativeLayoutShift,
  formatNumber,
  formatTable,
  formatValue,
  summarize,
  type Figure,
} from './stats';

describe('summarize', () => {
  it('gives the median, min and max of odd and even counts', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });
  it('ignores values that are not finite, and has nothing for no samples', () => {
    expect(summarize([NaN, 2, Infinity])).toEqual({ median: 2, min: 2, max: 2, runs: 1 });
    expect(summarize([])).toBeNull();
  });
});

describe('budgets and the table', () => {
  const budget = { op: '<' as const, limit: 50, text: '< 50 ms' };
  it('checks the median, or the max when asked', () => {
    const figure: Figure = {
      section: 's',
      name: 'n',
      unit: 'ms',
      value: { median: 20, min: 10, max: 60, runs: 5 },
      budget,
    };
    expect(checkBudget(figure)).toBe(true);
    expect(checkBudget({ ...figure, check: 'max' })).toBe(false);
    expect(checkBudget({ ...figure, value: null, na: 'no screen' })).toBeNull();
    expect(checkBudget({ ...figure, budget: undefined })).toBeNull();
  });
  it('checks an "at least" budget (Lighthouse scores) against the median', () => {
    const score: Figure = {
      section: 'lighthouse',
      name: 'score',
      unit: '',
      value: { median: 98, min: 90, max: 100, runs: 3 },
      budget: { op: '>=', limit: 98, text: '≥ 98' },
    };
    expect(checkBudget(score)).toBe(true);
    expect(checkBudget({ ...score, value: 97.5 })).toBe(false);
    expect(checkBudget({ ...score, value: 100, budget: { op: '>=', limit: 100, text: '100' } })).toBe(true);
  });
  it('formats numbers, values and n/a', () => {
    expect(formatNumber(1234.4)).toBe('1234');
    expect(formatNumber(12.34)).toBe('12.3');
    expect(formatNumber(0.1234)).toBe('0.12');
    expect(formatValue({ section: 's', name: 'n', unit: 'KB', value: 3 })).toBe('3 KB');
    expect(formatValue({ section: 's', name: 'n', unit: 'ms', value: { median: 2, min: 1, max: 3, runs: 5 } })).toBe(
      '2 ms (1–3, 5 runs)',
    );
    expect(formatValue({ section: 's', name: 'n', unit: 'ms', value: null, na: 'no queue screen' })).toBe(
      'n/a: no queue screen',
    );
  });
  it('aligns the columns and marks budgets', () => {
    const table = formatTable([
      { section: 'start', name: 'warm', unit: 'ms', value: { median: 20, min: 10, max: 30, runs: 5 }, budget },
      { section: 'start', name: 'offline', unit: 'ms', value: 80, budget },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/✓$/);
    expect(lines[3]).toMatch(/✗$/);
    expect(lines[2]!.indexOf('|')).toBe(lines[3]!.indexOf('|'));
  });
});

describe('cumulativeLayoutShift', () => {
  it('sums the shifts of one session window and keeps the largest window', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // 0.1 + 0.05 within a second of each other; 0.12 alone two seconds later.
    expect(
      cumulativeLayoutShift([
        { startTime: 100, value: 0.1 },
        { startTime: 600, value: 0.05 },
        { startTime: 2600, value: 0.12 },
      ]),
    ).toBeCloseTo(0.15);
    expect(
      cumulativeLayoutShift([
        { startTime: 2600, value: 0.2 },
        { startTime: 100, value: 0.1 },
      ]),
    ).toBeCloseTo(0.2);
  });
  it('closes a window after 5 s even when the shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
  it('prints small figures with three decimals', () => {
    expect(formatNumber(0.0123)).toBe('0.012');
  });
});
