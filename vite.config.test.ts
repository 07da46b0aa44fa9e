import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressDir } from './vite.config';

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
