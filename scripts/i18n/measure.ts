// The measures of `npm run i18n:coverage`, as pure functions (coverage.test.ts runs them on fixtures).
import { baseKey, pluralCategories, units, type Flat, type Unit } from './catalogue';

export interface Row {
  code: string;
  total: number;
  translated: number;
  /** Strings equal to their English, beyond the language's allow-list (en_GB: not counted). */
  identical: string[];
  allowListSize: number;
  placeholderMismatches: string[];
  missingPluralForms: string[];
  /** Keys of the file that en_US does not have. */
  stale: string[];
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** The `{{name}}` placeholders and the `<name>…</name>` components (react-i18next's Trans) of a string. */
function placeholders(text: string): Set<string> {
  return new Set([
    ...[...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string),
    ...[...text.matchAll(/<(\/?[A-Za-z][\w-]*)\s*\/?>/g)].map((match) => `<${match[1] as string}>`),
  ]);
}

/** Text that is all placeholders, digits and punctuation is no English to copy. */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(PLACEHOLDER, ''));
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

export function measure(
  code: string,
  english: Flat,
  translation: Flat,
  allowList: readonly string[] = [],
  allUnits: Unit[] = units(english),
): Row {
  const categories = pluralCategories(code);
  const allowed = new Set(allowList);
  const row: Row = {
    code,
    total: allUnits.length,
    translated: 0,
    identical: [],
    allowListSize: allowList.length,
    placeholderMismatches: [],
    missingPluralForms: [],
    stale: [],
  };
  const copied = (key: string, text: string, englishText: string) => {
    if (code !== 'en_GB' && text === englishText && hasWords(text) && !allowed.has(text)) row.identical.push(key);
  };
  for (const unit of allUnits) {
    if (!unit.plural) {
      const text = translation[unit.key];
      if (text === undefined || text === '') continue;
      row.translated += 1;
      const englishText = unit.english.text as string;
      copied(unit.key, text, englishText);
      if (!sameSet(placeholders(text), placeholders(englishText))) row.placeholderMismatches.push(unit.key);
      continue;
    }
    const forms = categories.filter((category) => translation[`${unit.key}_${category}`]);
    if (forms.length === 0) continue;
    row.translated += 1;
    for (const category of categories)
      if (!forms.includes(category)) row.missingPluralForms.push(`${unit.key}_${category}`);
    const englishOther = unit.english.other ?? Object.values(unit.english)[0] ?? '';
    const wanted = placeholders(englishOther);
    for (const category of forms) {
      const key = `${unit.key}_${category}`;
      const text = translation[key] as string;
      copied(key, text, unit.english[category] ?? englishOther);
      const found = placeholders(text);
      // A form for one item may say the number in words ("un titre"): {{count}} may go there alone.
      if (category !== 'other') found.add('count');
      if (!sameSet(found, new Set([...wanted, 'count']))) row.placeholderMismatches.push(key);
    }
  }
  const known = new Set(Object.keys(english));
  const pluralBases = new Set(allUnits.filter((unit) => unit.plural).map((unit) => unit.key));
  for (const key of Object.keys(translation))
    if (!known.has(key) && !pluralBases.has(baseKey(key))) row.stale.push(key);
  return row;
}

/** The groups the six codes outside the menu must cover: the shell, the player, login and errors. */
export const CORE_GROUPS = [
  'app',
  'nav',
  'prefs',
  'login',
  'logout',
  'player',
  'shortcuts',
  'queue',
  'errors',
  'messages',
  'notFound',
  'pwa',
  'sync',
  'time',
  'duration',
];

/** The units of the core groups only. */
export function coreUnits(all: Unit[]): Unit[] {
  return all.filter((unit) => CORE_GROUPS.includes(unit.key.split('.')[0] ?? ''));
}

/**
 * Keys the code asks for: literals in t('…'), i18n.t('…'), i18nKey="…" and `key: '…'` tables of
 * known groups. Returns those en_US lacks (a failure) and en_US's keys the code never names (a
 * report: a key built at run time, `t(\`errors.${code}\`)`, is named by its prefix).
 */
export function codeKeys(sources: readonly string[], english: Flat): { missing: string[]; unused: string[] } {
  const groups = new Set(Object.keys(english).map((key) => key.split('.')[0]));
  const known = new Set(Object.keys(english));
  const bases = new Set(Object.keys(english).map(baseKey));
  const named = new Set<string>();
  const prefixes = new Set<string>();
  const missing = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/(?<![\w$])t\(\s*(['"`])([A-Za-z0-9_.]+)(\$\{)?/g)) {
      const key = match[2] as string;
      if (match[1] === '`' && match[3]) {
        prefixes.add(key);
        continue;
      }
      if (!groups.has(key.split('.')[0]) || !key.includes('.')) continue;
      named.add(key);
      if (!known.has(key) && !bases.has(key)) missing.add(key);
    }
    for (const match of source.matchAll(/(['"`])([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+)\1/g)) {
      const key = match[2] as string;
      if (groups.has(key.split('.')[0])) named.add(key);
    }
    for (const match of source.matchAll(/`([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]*)\$\{/g)) prefixes.add(match[1] as string);
  }
  const unused = [...bases].filter((base) => {
    if (named.has(base)) return false;
    if ([...named].some((key) => key.startsWith(`${base}_`))) return false;
    return ![...prefixes].some((prefix) => base.startsWith(prefix));
  });
  return { missing: [...missing].sort(), unused: unused.sort() };
}
