import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { embedHtml, precompressDir, readFirstKeys, readLaterGroups, splitStrings } from './vite.config';

const dir = mkdtempSync(join(tmpdir(), 'shoal-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes a .br and a .gz beside the text files above 1 KB, and nothing for the rest', () => {
  const script = 'export const x = 1;\n'.repeat(200);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), script);
  writeFileSync(join(dir, 'tiny.css'), 'a{}');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096));
  expect(precompressDir(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  for (const name of ['assets/index-abc.js.map.br', 'tiny.css.br', 'icon.png.br', 'icon.png.gz'])
    expect(existsSync(join(dir, name)), name).toBe(false);
});

describe('splitStrings (the later screens’ strings, issue 17)', () => {
  const catalogue = [
    "import { X } from './x';",
    '',
    'export const en_US = {',
    '  app: {',
    "    name: 'Shoal',",
    '  },',
    '  // A comment between groups.',
    '  settings: {',
    "    title: 'Settings',",
    '    nested: {',
    "      deep: 'Deep',",
    '    },',
    '  },',
    '  shortcuts: X,',
    '} as const;',
    '',
  ].join('\n');
  const later = new Set(['settings']);

  it('keeps the unlisted groups in the first part and the listed ones in the later part', () => {
    const first = splitStrings(catalogue, 'ts', later, 'first');
    expect(first).toContain("name: 'Shoal'");
    expect(first).toContain('shortcuts: X,');
    expect(first).not.toContain('Settings');
    expect(first.startsWith("import { X } from './x';")).toBe(true);
    const second = splitStrings(catalogue, 'ts', later, 'later');
    expect(second).toContain("title: 'Settings'");
    expect(second).toContain("deep: 'Deep'");
    expect(second).not.toContain('Shoal');
    expect(second).not.toContain('shortcuts');
    expect(second).not.toContain('import { X }'); // s29: nor the import that only the first part uses
    expect(second.trimEnd().endsWith('} as const;')).toBe(true);
  });

  it('refuses a listed group that en_US lacks (a typo must not leave it in the first part)', () => {
    expect(() => splitStrings(catalogue, 'ts', new Set(['setings']), 'first')).toThrow('setings');
  });

  it('splits a locale’s JSON the same way, which may lack any group', () => {
    const json = JSON.stringify({ app: { name: 'Shoal' }, settings: { title: 'Settings' } });
    expect(JSON.parse(splitStrings(json, 'json', new Set(['settings', 'queue']), 'first'))).toEqual({
      app: { name: 'Shoal' },
    });
    expect(JSON.parse(splitStrings(json, 'json', new Set(['settings', 'queue']), 'later'))).toEqual({
      settings: { title: 'Settings' },
    });
  });

  it('splits a group of FIRST_KEYS by key, plural forms with their key (s29)', () => {
    const source = [
      'export const en_US = {',
      '  player: {',
      "    play: 'Play',",
      '    count_one: "{{count}} track",',
      '    count_other: "{{count}} tracks",',
      '    radio:',
      "      'Start a radio',",
      '    nested: {',
      "      deep: 'Deep',",
      '    },',
      '  },',
      "  app: { name: 'Shoal' },",
      '} as const;',
    ].join('\n');
    const keys = new Map([['player', new Set(['play', 'count'])]]);
    const first = splitStrings(source, 'ts', new Set(), 'first', keys);
    expect(first).toContain("play: 'Play'");
    expect(first).toContain('{{count}} tracks');
    expect(first).not.toContain('radio');
    expect(first).not.toContain('Deep');
    expect(first).toContain("app: { name: 'Shoal' }");
    const second = splitStrings(source, 'ts', new Set(), 'later', keys);
    expect(second).toContain("'Start a radio'");
    expect(second).toContain("deep: 'Deep'");
    expect(second).not.toContain('Play');
    expect(second).not.toContain('Shoal');
    expect(second).toMatch(/ {2}player: \{[\s\S]*\n {2}\},\n\} as const;$/);
    expect(() => splitStrings(source, 'ts', new Set(), 'first', new Map([['player', new Set(['paly'])]]))).toThrow(
      'player.paly',
    );
    const json = JSON.stringify({ player: { play: 'Lire', count_few: 'x', radio: 'Radio' }, app: { name: 'Shoal' } });
    expect(JSON.parse(splitStrings(json, 'json', new Set(), 'first', keys))).toEqual({
      player: { play: 'Lire', count_few: 'x' },
      app: { name: 'Shoal' },
    });
    expect(JSON.parse(splitStrings(json, 'json', new Set(), 'later', keys))).toEqual({ player: { radio: 'Radio' } });
  });

  it('reads FIRST_KEYS of later-groups.ts, a list on one line or on many', () => {
    const text =
      "export const FIRST_KEYS = {\n  about: ['nav'],\n  player: [\n    'play',\n    'pause',\n  ],\n} as const;\n";
    expect(readFirstKeys(text)).toEqual(
      new Map([
        ['about', new Set(['nav'])],
        ['player', new Set(['play', 'pause'])],
      ]),
    );
    expect(readFirstKeys().size).toBeGreaterThan(0);
  });

  it('reads later-groups.ts: one group a line', () => {
    expect(readLaterGroups('export const LATER_GROUPS = {\n  queue: true,\n  settings: true,\n} as const;\n')).toEqual(
      new Set(['queue', 'settings']),
    );
    // s29: a comment after the line does not hide the group (np27Controls was in the first part).
    expect(readLaterGroups('  np27Controls: true, // np27Mark is not here\n')).toEqual(new Set(['np27Controls']));
    expect(readLaterGroups().size).toBeGreaterThan(0);
  });
});

describe('embedHtml (the embed page gets the built entry of index.html, issue 17)', () => {
  const template = [
    '<html><head><title>Shoal player</title></head>',
    '<body><div id="embed-root"></div><script type="module" src="/src/app/main.tsx"></script></body></html>',
  ].join('\n');
  const built = [
    '<html><head><title>Shoal</title>',
    '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XyZ.js">',
    '<style data-first-styles>.a{color:red}</style>',
    '<script src="/boot-theme.js"></script>',
    '</head><body><div id="root"><p>skeleton</p></div></body></html>',
  ].join('\n');

  it("swaps the source entry for the built one's script, preloads and first styles, and keeps the rest", () => {
    const page = embedHtml(template, built);
    expect(page).not.toContain('/src/app/main.tsx');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>');
    expect(page).toContain('href="/assets/rolldown-runtime-XyZ.js"');
    expect(page).toContain('<style data-first-styles>.a{color:red}</style>');
    // Only the app page's own: its theme script, title and skeleton stay out.
    expect(page).not.toContain('boot-theme');
    expect(page).not.toContain('skeleton');
    expect(page).toContain('<title>Shoal player</title>');
    expect(page.indexOf('index-AbCd1234')).toBeLessThan(page.indexOf('</head>'));
  });

  it('fails the build when the template or the built page lacks the entry', () => {
    expect(() => embedHtml('<html><head></head></html>', built)).toThrow('embed.html');
    expect(() => embedHtml(template, '<html><head></head></html>')).toThrow('index.html');
  });
});
