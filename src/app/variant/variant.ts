import { matchRoutes, type RouteObject } from 'react-router';
import { isUuid } from '../routing/patterns';
import { parseProfileHandle } from '../profiles/handle';

/** Spec 01 section 1: the two interface variants, chosen by the `ui-v2` preference. */
export type Variant = 'new' | 'classic';

/** `ui-v2`: true (and missing or unreadable, see db/preferences.ts) is the newer interface. */
export function variantOf(uiV2: boolean): Variant {
  return uiV2 ? 'new' : 'classic';
}

/** Spec 01 section 2 and DECISIONS.md: albums browse shows 25 a page in the older variant, 30 in the newer. */
export function albumsPageSize(variant: Variant): number {
  return variant === 'classic' ? 25 : 30;
}

/**
 * Whether `pathname` is a screen of `table`: the catch-all does not count, nor a library that is no
 * UUID or a one-segment path that is no `@handle` (those screens show page-not-found).
 */
export function existsIn(table: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.[matches.length - 1];
  if (!leaf || leaf.route.path === '*') return false;
  if (leaf.params.uuid !== undefined && !isUuid(leaf.params.uuid)) return false;
  return leaf.params.handle === undefined || parseProfileHandle(leaf.params.handle) !== null;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Issue 26: where a switch of variant sends the current path. The path stays when the target table
 * has it; the screens only one variant has go to their counterpart (the newer one's upload screens to
 * the libraries, whose each has an upload tab; its channels browse to the podcasts); anything else home.
 */
export function counterpartPath(pathname: string, target: Variant, targetTable: RouteObject[]): string {
  if (target === 'classic') {
    if (under(pathname, '/upload')) return '/content/libraries';
    if (under(pathname, '/library/channels')) return '/library/podcasts';
  }
  return existsIn(targetTable, pathname) ? pathname : '/';
}

/** cl26: the history state of the navigation a switch makes first (router.ts `leaveFor`). */
export const VARIANT_SWITCH_STATE = { variantSwitch: true } as const;

/** Whether a location's state marks the navigation of a switch: a guarded screen asks even if the path stays. */
export function isVariantSwitch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { variantSwitch?: unknown }).variantSwitch === true;
}
