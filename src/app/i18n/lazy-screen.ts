// React's lazy() for the screens of routes.tsx (issue 17): the screen's chunk and the strings of the
// later screens (i18n/later-groups.ts) load together, so a lazy screen never renders before its
// strings are there.

import { lazy as reactLazy, type ComponentType } from 'react';
import { loadLaterStrings } from './setup';

/**
 * ax181: a chunk of a later screen, settled once the later strings are in too. For what React's
 * lazy() does not load (a route's own `lazy`): rendered before them, its controls would have no
 * names until they came (t() gives '' for a later key not loaded yet).
 */
export async function withLaterStrings<T>(chunk: Promise<T>): Promise<T> {
  return (await Promise.all([chunk, loadLaterStrings()]))[0];
}

export function lazy<Props>(factory: () => Promise<{ default: ComponentType<Props> }>) {
  return reactLazy(() => withLaterStrings(factory()));
}
