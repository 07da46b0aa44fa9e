// b17c (issue 17): the route table a start needs for its first screen, and the rest of the table on the
// first navigation elsewhere. The full table (routes.tsx) names some eighty lazy screens, each with the
// list of files its chunk needs: about 8 KB gzip that a start on `/`, `/library` or `/login` never
// uses. Those starts get this table, with the same shell and screens, and react-router asks for the
// rest (patchRoutesOnNavigation) before the first navigation that this one does not match, or matches
// only by its page-not-found route. A start on any other path loads the full table before the first
// render, alongside the reads of IndexedDB (bootstrap.ts), so no screen waits on it.

import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { Shell } from '../shell/Shell';
import { NotFound } from '../shell/NotFound';
import { ScreenError } from '../shell/ScreenError';
import { HomeScreen, LibraryHome, LoginScreen } from './first-screens';

/** The ids that routes.tsx gives the same routes, so that the rest of the table is patched into them. */
export const ROUTE_IDS = { shell: 'shell', screens: 'screens', library: 'library' } as const;

export const firstRoutes: RouteObject[] = [
  {
    id: ROUTE_IDS.shell,
    path: '/',
    element: <Shell />,
    children: [
      {
        id: ROUTE_IDS.screens,
        errorElement: <ScreenError />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'index.html', element: null },
          { path: 'login', element: <LoginScreen /> },
          { id: ROUTE_IDS.library, path: 'library', children: [{ index: true, element: <LibraryHome /> }] },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** Whether a start on `pathname` is served by the first table alone (its paths, as react-router matches them). */
export function isFirstPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return path === '/' || path === '/index.html' || path === '/login' || path === '/library';
}

type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

/** Adds `children` under `parentId`; react-router skips the routes it has (same id, or same path and children). */
function patchAll(patch: Patch, parentId: string | null, children: RouteObject[]): void {
  patch(parentId, children);
  for (const child of children) if (child.id !== undefined && child.children) patchAll(patch, child.id, child.children);
}

/** For one router of the first table: the rest of the table, loaded and patched in once. */
export function restOfTable(load: () => Promise<RouteObject[]>): PatchRoutesOnNavigationFunction {
  let done: Promise<void> | null = null;
  return ({ patch }) =>
    (done ??= load().then(
      (table) => patchAll(patch, null, table),
      (error: unknown) => {
        // Tried again at the next navigation; this one shows the failure inside the shell (ScreenError).
        done = null;
        throw error;
      },
    ));
}
