// Prints what there is to translate for one language, one numbered line per unit:
//   #12 nav.main | Main navigation
//   #40 home.artistsCount (plural: one, other) | one: {{count}} artist | other: {{count}} artists
// A translator answers with `#12 text` lines, and `#40.one text`, `#40.other text` for plurals
// (every category the language needs), then runs assemble.ts. Usage:
//   tsx scripts/i18n/extract.ts <code> [--missing] [--groups a,b] [--from N] [--to N]
import { readFileSync, existsSync } from 'node:fs';
import { flatten, pluralCategories, units } from './catalogue';

const [code, ...rest] = process.argv.slice(2);
if (!code) throw new Error('usage: extract.ts <code> [--missing] [--groups a,b] [--from N] [--to N]');
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const groups = option('--groups')?.split(',');
const from = Number(option('--from') ?? 1);
const to = Number(option('--to') ?? Infinity);
const file = `src/app/i18n/locales/${code}.json`;
const have = existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : {};
const categories = pluralCategories(code);

for (const unit of units()) {
  if (unit.number < from || unit.number > to) continue;
  if (groups && !groups.includes(unit.key.split('.')[0] ?? '')) continue;
  if (rest.includes('--missing')) {
    const done = unit.plural ? categories.every((c) => `${unit.key}_${c}` in have) : unit.key in have;
    if (done) continue;
  }
  if (unit.plural) {
    const english = Object.entries(unit.english)
      .map(([c, text]) => `${c}: ${text}`)
      .join(' | ');
    console.log(`#${unit.number} ${unit.key} (plural: ${categories.join(', ')}) | ${english}`);
  } else console.log(`#${unit.number} ${unit.key} | ${unit.english.text}`);
}
