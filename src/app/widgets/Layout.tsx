import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { layoutStyle, type LayoutElement, type LayoutOptions } from './layout';

interface LayoutProps extends LayoutOptions, Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The element it renders as (default div). */
  as?: LayoutElement;
  children?: ReactNode;
}

/** Stack, grid, custom grid, flex or columns, with the gaps of spec 02 section 9. */
export function Layout({ as = 'div', mode, gap, columnWidth, template, className, children, ...rest }: LayoutProps) {
  const { className: layoutClass, style } = layoutStyle({ mode, gap, columnWidth, template });
  return createElement(as, { ...rest, className: `${layoutClass} ${className ?? ''}`.trim(), style }, children);
}
