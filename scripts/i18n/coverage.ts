// `npm run i18n:coverage`: one row per locale code. `--check` (npm test) fails when one of the
// languages offered in the menu is not wholly translated, when any file has a placeholder or plural
// error, when an offered language copies English beyond its allow-list, when one of the six other
// codes lacks a string of the core groups, or when the code asks for a key en_US lacks.
// `--verbose` lists the keys behind each figure.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_CODES, LOCALE_NAMES, OFFERED_LOCALES } from '../../src/app/i18n/locales';
import { english, flatten, units } from './catalogue';
import { codeKeys, coreUnits, measure, type Row } from './measure';

const check = process.argv.includes('--check');
const verbose = process.argv.includes('--verbose');
const reference = english();
const allUnits = units(reference);
const core = coreUnits(allUnits);
const failures: string[] = [];

function read(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/i18n/'))
      out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(
  [
    pad('code', 12),
    pad('language', 24),
    pad('translated', 12),
    pad('%', 7),
    pad('identical (allowed)', 20),
    pad('placeholders', 13),
    'plural forms',
  ].join(''),
);
for (const code of LOCALE_CODES) {
  if (code === 'en_US') continue;
  const translation = flatten((read(`src/app/i18n/locales/${code}.json`) ?? {}) as never);
  const allowList = (read(`scripts/i18n/allow-identical/${code}.json`) ?? []) as string[];
  const row: Row = measure(code, reference, translation, allowList, allUnits);
  const percent = ((100 * row.translated) / row.total).toFixed(1);
  console.log(
    [
      pad(code, 12),
      pad(LOCALE_NAMES[code], 24),
      pad(`${row.translated}/${row.total}`, 12),
      pad(percent, 7),
      pad(`${row.identical.length} (${row.allowListSize})`, 20),
      pad(row.placeholderMismatches.length, 13),
      row.missingPluralForms.length,
    ].join(''),
  );
  if (verbose) {
    for (const [label, keys] of Object.entries({
      identical: row.identical,
      placeholders: row.placeholderMismatches,
      plurals: row.missingPluralForms,
      stale: row.stale,
    }))
      if (keys.length) console.log(`  ${label}: ${keys.join(', ')}`);
  }
  const offered = (OFFERED_LOCALES as readonly string[]).includes(code);
  if (offered && row.translated < row.total)
    failures.push(`${code}: ${row.total - row.translated} strings untranslated`);
  if (offered && row.identical.length) failures.push(`${code}: ${row.identical.length} strings copied from English`);
  if (row.placeholderMismatches.length)
    failures.push(`${code}: placeholders differ in ${row.placeholderMismatches.join(', ')}`);
  if (row.missingPluralForms.length)
    failures.push(`${code}: plural forms missing: ${row.missingPluralForms.join(', ')}`);
  if (!offered) {
    const coreRow = measure(code, reference, translation, allowList, core);
    if (coreRow.translated < coreRow.total)
      failures.push(
        `${code}: ${coreRow.total - coreRow.translated} strings of the shell, player, login and errors untranslated`,
      );
  }
}

const { missing, unused } = codeKeys(sources('src'), reference);
console.log(
  `keys: ${Object.keys(reference).length} in en_US (${allUnits.length} to translate); used by the code but absent: ${missing.length}; never named in the code: ${unused.length}`,
);
if (verbose && unused.length) console.log(`  never named: ${unused.join(', ')}`);
if (missing.length) failures.push(`keys the code uses that en_US lacks: ${missing.join(', ')}`);

if (check && failures.length) {
  console.error(`\ni18n coverage failed:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
