// The en_US catalogue as the translation tools see it: one flat map, key path to English, in the
// order of en_US.ts (errors from src/sync's catalogue at the end, under `errors.`).
import { en_US } from '../../src/app/i18n/en_US';
import { errorMessages } from '../../src/sync/core/errors';
import { bcp47, type LocaleCode } from '../../src/app/i18n/locales';

export type Flat = Record<string, string>;
type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = '', out: Flat = {}): Flat {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

export function nest(flat: Flat): Tree {
  const tree: Tree = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts[parts.length - 1] as string] = text;
  }
  return tree;
}

/** en_US, flat: the reference every translation is measured against. */
export function english(): Flat {
  return { ...flatten(en_US as unknown as Tree), ...(errorMessages as Flat) };
}

/** The plural suffixes i18next uses (Intl.PluralRules categories). */
export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;

/** A key without its plural suffix: `a.b_one` and `a.b` both give `a.b`. */
export function baseKey(key: string): string {
  return pluralBase(key) ?? key;
}

/** `a.b_one` gives `a.b`; a key that is no plural form gives undefined. */
export function pluralBase(key: string): string | undefined {
  const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : undefined;
}

/** Groups left out of every measure: the dev pages exist only in test builds (VITE_SHOAL_DEV_PAGES). */
export const UNTRANSLATED_GROUPS = new Set(['dev']);

/** One thing to translate: a plain key, or a plural base with the English forms it has. */
export interface Unit {
  number: number;
  key: string;
  plural: boolean;
  /** For a plain key its English; for a plural base, English by category (one, other). */
  english: Record<string, string>;
}

/** The units of en_US in catalogue order, numbered from 1; the numbers hold for one en_US. */
export function units(source: Flat = english()): Unit[] {
  const out: Unit[] = [];
  const byBase = new Map<string, Unit>();
  for (const [key, text] of Object.entries(source)) {
    if (UNTRANSLATED_GROUPS.has(key.split('.')[0] ?? '')) continue;
    const base = pluralBase(key);
    if (base === undefined) {
      out.push({ number: out.length + 1, key, plural: false, english: { text } });
      continue;
    }
    let unit = byBase.get(base);
    if (!unit) {
      unit = { number: out.length + 1, key: base, plural: true, english: {} };
      byBase.set(base, unit);
      out.push(unit);
    }
    unit.english[key.slice(base.length + 1)] = text;
  }
  return out;
}

/** The plural categories a language needs, in i18next's order. */
export function pluralCategories(code: string): string[] {
  const needed = new Intl.PluralRules(bcp47(code as LocaleCode)).resolvedOptions().pluralCategories as string[];
  return PLURAL_SUFFIXES.map((s) => s.slice(1)).filter((category) => needed.includes(category));
}
