// Drops from every language file the strings en_US no longer has (renamed or deleted keys, which
// coverage.ts reports as stale), keeping the rest in en_US's order. Usage: tsx scripts/i18n/prune.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { english, flatten, nest, pluralCategories, units, type Flat } from './catalogue';

const dir = 'src/app/i18n/locales';
const all = units(english());
const report: string[] = [];
for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
  const code = name.replace(/\.json$/, '');
  const have = flatten(JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')));
  const kept: Flat = {};
  for (const unit of all) {
    const keys = unit.plural ? pluralCategories(code).map((category) => `${unit.key}_${category}`) : [unit.key];
    for (const key of keys) if (key in have) kept[key] = have[key] as string;
  }
  const dropped = Object.keys(have).length - Object.keys(kept).length;
  if (dropped === 0) continue;
  writeFileSync(`${dir}/${name}`, `${JSON.stringify(nest(kept), null, 2)}\n`);
  report.push(`${code}: ${dropped} stale strings dropped`);
}
// Printed once every file is written (a closed pipe must not stop it half way).
console.log(report.join('\n') || 'no stale strings');
