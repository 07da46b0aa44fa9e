// Issue 17: the app's icons are lucide's, drawn from one sprite (sprite.svg, a <symbol> an icon, written by
// scripts/icons/build.ts from lucide-react's own icon nodes) that the build emits as one hashed asset and
// the service worker precaches. An icon is an <svg> with lucide's default attributes around a <use> of its
// symbol: two DOM nodes and no path data in any script, where a lucide component carried its paths as
// React elements in every chunk that used it. The symbols inherit stroke, width and fill from the <svg>.
import type { JSX, SVGProps } from 'react';
import sprite from './sprite.svg?url&no-inline';

/** lucide-react's props that the call sites use: `size`, `strokeWidth`, and any SVG attribute. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

/** An icon component (the name lucide-react gives the type, so that the call sites keep it). */
export type LucideIcon = (props: IconProps) => JSX.Element;

/** As lucide: an icon given no accessible prop (aria-*, role, title) is hidden from assistive technology. */
function hasA11yProp(props: object): boolean {
  return Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
}

/** The component of the sprite's symbol `id` (lucide's kebab-case name). */
export function createIcon(id: string): LucideIcon {
  const href = `${sprite}#${id}`;
  return function Icon({ size = 24, strokeWidth = 2, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={hasA11yProp(rest) ? undefined : 'true'}
        {...rest}
      >
        <use href={href} />
      </svg>
    );
  };
}
