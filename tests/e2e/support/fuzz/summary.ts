// The figures of a fuzz run: `tsx tests/e2e/support/fuzz/summary.ts <FUZZ_LOG file>` prints the
// cases by screen and by kind (reached, failed) and every failure, from the lines runCase wrote.

import { readFileSync } from 'node:fs';
import type { CaseResult } from './run';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx tests/e2e/support/fuzz/summary.ts <fuzz log (JSON lines)>');
  process.exit(2);
}
const results = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as CaseResult);

function table(title: string, by: (result: CaseResult) => string): void {
  const rows = new Map<string, { cases: number; reached: number; failed: number }>();
  for (const result of results) {
    const row = rows.get(by(result)) ?? { cases: 0, reached: 0, failed: 0 };
    row.cases++;
    if (result.reached) row.reached++;
    if (result.problems.length > 0) row.failed++;
    rows.set(by(result), row);
  }
  const width = Math.max(title.length, ...[...rows.keys()].map((key) => key.length));
  console.log(`\n${title.padEnd(width)}  cases  reached  failed`);
  for (const [key, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `${key.padEnd(width)}  ${String(row.cases).padStart(5)}  ${String(row.reached).padStart(7)}  ${String(row.failed).padStart(6)}`,
    );
  }
}

const seeds = [...new Set(results.map((result) => result.seed))];
const failed = results.filter((result) => result.problems.length > 0);
console.log(
  `fuzz run: ${results.length} cases, ${results.filter((result) => result.reached).length} reached, ${failed.length} failed (FUZZ_SEED ${seeds.join(', ')})`,
);
table('screen', (result) => result.screen);
table('kind', (result) => result.kind);
if (failed.length > 0) {
  console.log('\nfailures:');
  for (const result of failed)
    console.log(
      `- ${result.test}: ${result.screen} ← ${result.endpoint} [${result.kind}: ${result.note}]: ${result.problems.join('; ')}`,
    );
}
process.exitCode = failed.length > 0 ? 1 : 0;
