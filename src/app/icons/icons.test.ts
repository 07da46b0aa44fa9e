// The sprite is generated (npm run icons): these fail when src/app uses an icon the sprite or index.ts lacks,
// when a symbol's elements differ from lucide's drawing of the icon, or when a file imports lucide-react
// again (its icons' paths would be in that file's chunk).
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  generate,
  INDEX_FILE,
  lucideIcon,
  lucideImporters,
  SPRITE_FILE,
  usedIconNames,
} from '../../../scripts/icons/sprite';
import { Heart, Play } from '.';

const REGENERATE = 'run `npm run icons`';

describe('the icon sprite (src/app/icons)', () => {
  const sprite = readFileSync(SPRITE_FILE, 'utf8');
  const index = readFileSync(INDEX_FILE, 'utf8');
  const names = usedIconNames();

  it('has a symbol and a component for every icon src/app imports', () => {
    expect(names.length).toBeGreaterThan(50);
    for (const name of names) {
      const { id } = lucideIcon(name);
      expect(sprite, `${name}: ${REGENERATE}`).toContain(`<symbol id="${id}" `);
      expect(index, `${name}: ${REGENERATE}`).toContain(`export const ${name} = /* @__PURE__ */ createIcon('${id}');`);
    }
  });

  it("draws each icon with lucide's own elements, and nothing else", () => {
    const expected = generate();
    expect(sprite, REGENERATE).toBe(expected.sprite);
    expect(index, REGENERATE).toBe(expected.index);
    expect(sprite).toContain(`<symbol id="play" viewBox="0 0 24 24">${lucideIcon('Play').body}</symbol>`);
  });

  it('is the only source of icons: no file of src/app imports lucide-react', () => {
    expect(lucideImporters()).toEqual([]);
  });
});

describe('an icon component', () => {
  it("renders lucide's default attributes around a <use> of its symbol, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(createElement(Play));
    expect(markup).toMatch(
      /^<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><use href="[^"#]*sprite[^"#]*\.svg(?:\?[^"#]*)?#play"><\/use><\/svg>$/,
    );
  });

  it("takes the call sites' props: size, strokeWidth, fill, className, aria-*", () => {
    const markup = renderToStaticMarkup(
      createElement(Heart, {
        size: 16,
        strokeWidth: 1.5,
        fill: 'currentColor',
        className: 'liked',
        'aria-hidden': true,
      }),
    );
    expect(markup).toContain('width="16" height="16"');
    expect(markup).toContain('stroke-width="1.5"');
    expect(markup).toContain('fill="currentColor"');
    expect(markup).toContain('class="liked"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('#heart"');
    // An accessible prop of the caller's own: lucide then adds no aria-hidden, nor does this.
    expect(renderToStaticMarkup(createElement(Play, { 'aria-label': 'Play' }))).not.toContain('aria-hidden');
  });
});
