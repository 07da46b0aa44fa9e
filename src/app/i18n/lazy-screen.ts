// React's lazy() for the screens of routes.tsx (issue 17): the screen's chunk and the strings of the
// later screens (i18n/later-groups.ts) load together, so a lazy screen never renders before its
// strings are there.

import { lazy as reactLazy, type ComponentType } from 'react';
import { loadLaterStrings } from './setup';

export function lazy<Props>(factory: () => Promise<{ default: ComponentType<Props> }>) {
  return reactLazy(async () => (await Promise.all([factory(), loadLaterStrings()]))[0]);
}
