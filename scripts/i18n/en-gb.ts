// en_GB is en_US in British spelling: this writes src/app/i18n/locales/en_GB.json from en_US with
// the spellings that differ (favourite, licence as a noun, cancelled, -ise). Run it after en_US
// changes: \`npx tsx scripts/i18n/en-gb.ts\` (it prints each string it changed). A new word spelled
// differently in British English goes in the list below.
import { writeFileSync } from 'node:fs';
import { english, nest, UNTRANSLATED_GROUPS } from './catalogue';
const subs: Array<[RegExp, string]> = [
  [/\b([Ff])avorit/g, '$1avourit'],
  [/\b([Ff])avor/g, '$1avour'],
  [/\b([Cc])anceling/g, '$1ancelling'],
  [/\b([Cc])anceled/g, '$1ancelled'],
  [/\b([Ll])icense\b/g, '$1icence'],
  [/\b([Ll])icenses\b/g, '$1icences'],
  [/\b([Aa])uthoriz/g, '$1uthoris'],
  [/\b([Aa])nonymiz/g, '$1nonymis'],
  [/\b([Vv])isualiz/g, '$1isualis'],
  [/\b([Cc])olor/g, '$1olour'],
  [/\b([Cc])atalog\b/g, '$1atalogue'],
  [/\b([Oo])rganiz/g, '$1rganis'],
  [/\b([Rr])ecogniz/g, '$1ecognis'],
  [/\b([Cc])ustomiz/g, '$1ustomis'],
  [/\b([Bb])ehavior/g, '$1ehaviour'],
  [/\b([Cc])enter/g, '$1entre'],
];
const out: Record<string, string> = {};
const changed: string[] = [];
for (const [key, text] of Object.entries(english())) {
  if (UNTRANSLATED_GROUPS.has(key.split('.')[0]!)) continue;
  let t = text;
  for (const [re, rep] of subs) t = t.replace(re, rep);
  out[key] = t;
  if (t !== text) changed.push(`${key}: ${text} => ${t}`);
}
writeFileSync('src/app/i18n/locales/en_GB.json', JSON.stringify(nest(out), null, 2) + '\n');
console.log(`en_GB: ${changed.length} strings spelled the British way`);
if (process.argv.includes('--verbose')) console.log(changed.join('\n'));
