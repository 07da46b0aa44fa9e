// Reads translators' answer files (`#12 text`, `#40.one text`; see extract.ts) and merges them into
// src/app/i18n/locales/<code>.json, nested, in en_US's order. Strings already there are kept unless
// an answer replaces them. Usage: tsx scripts/i18n/assemble.ts <code> <answers.txt>...
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { baseKey, english, flatten, nest, pluralCategories, units, type Flat } from './catalogue';

const [code, ...files] = process.argv.slice(2);
if (!code || files.length === 0) throw new Error('usage: assemble.ts <code> <answers.txt>...');
const target = `src/app/i18n/locales/${code}.json`;
const have: Flat = existsSync(target) ? flatten(JSON.parse(readFileSync(target, 'utf8'))) : {};
const byNumber = new Map(units().map((unit) => [unit.number, unit]));
const categories = pluralCategories(code);
const problems: string[] = [];

for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      const match = /^#(\d+)(?:\.([a-z]+))?[ \t]+(.*)$/.exec(line);
      const where = `${file}:${index + 1}`;
      if (!match) return void problems.push(`${where}: not an answer line`);
      const [, number, category, text] = match;
      const unit = byNumber.get(Number(number));
      if (!unit) return void problems.push(`${where}: no unit #${number}`);
      if (unit.plural !== (category !== undefined))
        return void problems.push(`${where}: #${number} ${unit.plural ? 'needs .<category>' : 'is no plural'}`);
      if (category && !categories.includes(category))
        return void problems.push(`${where}: ${code} has no plural category ${category}`);
      have[category ? `${unit.key}_${category}` : unit.key] = (text ?? '').trim();
    });
}

// en_US's order, then anything else the file held (coverage.ts reports keys en_US lacks).
const order = Object.keys(english());
const ordered: Flat = {};
for (const key of order) {
  const base = baseKey(key);
  for (const candidate of [key, ...categories.map((c) => `${base}_${c}`)])
    if (candidate in have && !(candidate in ordered)) ordered[candidate] = have[candidate] as string;
}
for (const [key, text] of Object.entries(have)) if (!(key in ordered)) ordered[key] = text;
writeFileSync(target, `${JSON.stringify(nest(ordered), null, 2)}\n`);
console.log(`${target}: ${Object.keys(ordered).length} strings`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
