// b17c (issue 17): the route table a start needs for its first screen, and the rest of the table on the
// first navigation elsewhere. The full table (routes.tsx) names some eighty lazy screens, each with the
// list of files its chunk needs: about 8 KB gzip that a start on `/`, `/library` or `/login` never
// uses. Those starts get this table, with the same shell and screens; its catch-all loads the rest of
// the table at the first navigation that this one does not match (r29: while the previous screen stays,
// as a transition), and the full table renders from then on. A start on any other path loads the full
// table before the first render, alongside the reads of IndexedDB (bootstrap.ts), so no screen waits on it.

import { use, useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router';
import { Shell } from '../shell/Shell';
import { ScreenBoundary } from '../shell/ScreenError';
import { HomeScreen, LibraryHome, LoginScreen } from './first-screens';

/** The ids that routes.tsx gives the same routes (kept alike, so the two tables render alike). */
export const ROUTE_IDS = { shell: 'shell', screens: 'screens', library: 'library' } as const;

let loader: (() => Promise<RouteObject[]>) | null = null;
let loading: Promise<RouteObject[]> | null = null;
let rest: RouteObject[] | null = null;
const listeners = new Set<() => void>();

/** router.ts: how the rest of the table is loaded (the full table's chunk). */
export function loadRestWith(load: () => Promise<RouteObject[]>): void {
  loader = load;
}

/** The full table, loaded once; a failure is tried again at the next navigation. */
export function loadRestOfTable(): Promise<RouteObject[]> {
  return (loading ??= (loader ?? (() => Promise.reject(new Error('No loader for the rest of the table'))))().then(
    (table) => {
      rest = table;
      for (const listener of [...listeners]) listener();
      return table;
    },
    (error: unknown) => {
      // This navigation shows the failure inside the shell (ScreenError); the next one tries again.
      loading = null;
      throw error;
    },
  ));
}

/** The first table's catch-all: waits for the rest of the table, which then renders this place itself (its own page-not-found included). */
function RestOfTable() {
  use(loadRestOfTable());
  return null;
}

export const firstRoutes: RouteObject[] = [
  {
    id: ROUTE_IDS.shell,
    path: '/',
    element: <Shell />,
    children: [
      {
        id: ROUTE_IDS.screens,
        element: <ScreenBoundary />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'index.html', element: null },
          { path: 'login', element: <LoginScreen /> },
          { id: ROUTE_IDS.library, path: 'library', children: [{ index: true, element: <LibraryHome /> }] },
          { path: '*', element: <RestOfTable /> },
        ],
      },
    ],
  },
];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The table to render: the first table becomes the full one once its rest has loaded. */
export function useTable(table: RouteObject[]): RouteObject[] {
  const full = useSyncExternalStore(subscribe, () => rest);
  return table === firstRoutes && full ? full : table;
}

/** Whether a start on `pathname` is served by the first table alone (its paths, as react-router matches them). */
export function isFirstPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return path === '/' || path === '/index.html' || path === '/login' || path === '/library';
}
