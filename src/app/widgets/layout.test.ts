import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_GAP, layoutGap, layoutStyle, LAYOUT_GAPS } from './layout';

describe('layoutStyle', () => {
  it('stacks by default with a 32 px gap', () => {
    expect(DEFAULT_GAP).toBe(32);
    expect(layoutStyle()).toEqual({
      className: 'layout layout--stack',
      style: { display: 'flex', flexDirection: 'column', gap: '32px' },
    });
  });

  it('lays out a grid of 46 px columns by default, or a given width', () => {
    expect(DEFAULT_COLUMN_WIDTH).toBe(46);
    expect(layoutStyle({ mode: 'grid', gap: 8 }).style).toEqual({
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(46px, 1fr))',
      gap: '8px',
    });
    expect(layoutStyle({ mode: 'grid', columnWidth: 200 }).style.gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(200px, 1fr))',
    );
  });

  it('takes a template for a custom grid, wraps in flex, flows in columns', () => {
    expect(layoutStyle({ mode: 'custom-grid', template: '1fr 2fr', gap: 16 }).style).toEqual({
      display: 'grid',
      gridTemplateColumns: '1fr 2fr',
      gap: '16px',
    });
    expect(layoutStyle({ mode: 'flex', gap: 4 }).style).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '4px',
    });
    expect(layoutStyle({ mode: 'columns', gap: 64 }).style).toEqual({ columnWidth: '46px', columnGap: '64px' });
  });

  it('allows the gaps 4 to 64 and takes the nearest for anything else', () => {
    expect(LAYOUT_GAPS).toEqual([4, 8, 12, 16, 24, 32, 48, 64]);
    expect(layoutGap(20)).toBe(16);
    expect(layoutGap(1000)).toBe(64);
    expect(layoutGap(0)).toBe(4);
    expect(layoutGap(undefined)).toBe(32);
  });
});
