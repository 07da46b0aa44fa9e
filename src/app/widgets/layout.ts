// The layout helper of spec 02 section 9, as a pure function from props to a class and a style.

export const LAYOUT_MODES = ['stack', 'grid', 'custom-grid', 'flex', 'columns'] as const;
type LayoutMode = (typeof LAYOUT_MODES)[number];

export const LAYOUT_GAPS = [4, 8, 12, 16, 24, 32, 48, 64] as const;
type LayoutGap = (typeof LAYOUT_GAPS)[number];

export const LAYOUT_ELEMENTS = [
  'nav',
  'aside',
  'header',
  'footer',
  'main',
  'label',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'div',
] as const;
export type LayoutElement = (typeof LAYOUT_ELEMENTS)[number];

export const DEFAULT_COLUMN_WIDTH = 46;
export const DEFAULT_GAP: LayoutGap = 32;

export interface LayoutOptions {
  mode?: LayoutMode;
  gap?: LayoutGap;
  /** Column width in px for `grid` and `columns`. */
  columnWidth?: number;
  /** grid-template-columns for `custom-grid`. */
  template?: string;
}

interface LayoutStyle {
  className: string;
  style: Record<string, string>;
}

/** The nearest allowed gap (a caller outside TypeScript may pass anything). */
export function layoutGap(gap: number | undefined): LayoutGap {
  if (gap === undefined || !Number.isFinite(gap)) return DEFAULT_GAP;
  return LAYOUT_GAPS.reduce(
    (best, allowed) => (Math.abs(allowed - gap) < Math.abs(best - gap) ? allowed : best),
    LAYOUT_GAPS[0],
  );
}

export function layoutStyle(options: LayoutOptions = {}): LayoutStyle {
  const mode = options.mode ?? 'stack';
  const gap = `${layoutGap(options.gap)}px`;
  const width = `${options.columnWidth ?? DEFAULT_COLUMN_WIDTH}px`;
  const className = `layout layout--${mode}`;
  switch (mode) {
    case 'stack':
      return { className, style: { display: 'flex', flexDirection: 'column', gap } };
    case 'flex':
      return { className, style: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap } };
    case 'grid':
      return {
        className,
        style: { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${width}, 1fr))`, gap },
      };
    case 'custom-grid':
      return { className, style: { display: 'grid', gridTemplateColumns: options.template ?? 'none', gap } };
    case 'columns':
      return { className, style: { columnWidth: width, columnGap: gap } };
  }
}
