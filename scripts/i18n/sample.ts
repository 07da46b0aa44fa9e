// Ten strings of each language beside their English, picked at random with a printed seed, for a
// reviewer's eye. Usage: tsx scripts/i18n/sample.ts [--seed N] [--count N] [code...]
import { existsSync, readFileSync } from 'node:fs';
import { LOCALE_CODES } from '../../src/app/i18n/locales';
import { seededRandom } from '../../src/testing/seeded-random';
import { english, flatten } from './catalogue';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const seed = Number(option('--seed') ?? Math.floor(Math.random() * 2 ** 31));
const count = Number(option('--count') ?? 10);
const codes = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));

const reference = english();
console.log(`seed ${seed}`);
for (const code of codes.length ? codes : LOCALE_CODES.filter((c) => c !== 'en_US')) {
  const file = `src/app/i18n/locales/${code}.json`;
  if (!existsSync(file)) continue;
  const strings = flatten(JSON.parse(readFileSync(file, 'utf8')));
  const keys = Object.keys(strings).filter((key) => key in reference);
  const random = seededRandom(seed);
  const picked = new Set<string>();
  while (picked.size < Math.min(count, keys.length)) picked.add(keys[Math.floor(random() * keys.length)] as string);
  console.log(`\n## ${code}`);
  for (const key of picked) console.log(`- ${key}: "${reference[key]}" → "${strings[key]}"`);
}
