// The figures of a chaos run: a JSON file and a short table on the console.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChaosFigures } from './run';

/** Writes the figures to `test-results/chaos/<name>.json` (or `$CHAOS_OUT`) and prints a short table. */
export function reportChaos(figures: ChaosFigures): string {
  const dir = process.env.CHAOS_OUT ?? join('test-results', 'chaos');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${figures.name.replace(/[^a-z0-9-]+/gi, '-')}-seed${figures.seed}.json`);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  const faults = Object.entries(figures.faultsHit)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const rows: Array<[string, string | number]> = [
    ['seed', `${figures.seed} (replay: CHAOS_SEED=${figures.seed})`],
    ['tabs / seconds', `${figures.tabs} / ${figures.seconds}`],
    [
      'ops / clicks',
      `${figures.ops} / ${figures.clicks} (missed ${figures.missed}, unshown ${figures.unshown}, vanished before shown ${figures.vanished})`,
    ],
    ['reloads', `${figures.reloads} (${figures.reloadsAfterClick} right after a click)`],
    ['navigations / cuts', `${figures.navigations} / ${figures.cuts}`],
    ['faults met', faults || 'none'],
    ['objects touched', figures.objects],
    ['lost / doubled / diverged', `${figures.lost} / ${figures.doubled} / ${figures.diverged}`],
    ['outbox left', figures.outboxLeft],
    ['rejections / page errors', `${figures.rejections} / ${figures.pageErrors}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const table = [`chaos ${figures.name}`, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join(
    '\n',
  );
  console.log(`${table}\n  figures: ${file}`);
  return file;
}
