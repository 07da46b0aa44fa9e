import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { firstRoutes, isFirstPath, restOfTable, ROUTE_IDS } from './first-routes';
import { routes } from '../routes';

const FIRST_PATHS = ['/', '/index.html', '/login', '/library'];

/** The full table's leaf (or index) route that `path` lands on, as its path pieces. */
function landing(table: RouteObject[], path: string): string {
  const matches = matchRoutes(table, path) ?? [];
  return matches.map((match) => match.route.path ?? (match.route.index ? '(index)' : '')).join('|');
}

describe('first-routes', () => {
  it('serves the first paths alone, and no other', () => {
    for (const path of FIRST_PATHS) expect(isFirstPath(path), path).toBe(true);
    expect(isFirstPath('/library/')).toBe(true);
    for (const path of ['/favorites', '/library/albums', '/login/x', '/@demo', '/settings'])
      expect(isFirstPath(path), path).toBe(false);
  });

  it('lands each first path where the full table does', () => {
    for (const path of FIRST_PATHS) expect(landing(firstRoutes, path), path).toBe(landing(routes, path));
  });

  it('has the ids that the full table gives the same routes', () => {
    const ids = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])]);
    for (const id of Object.values(ROUTE_IDS)) expect(ids(routes)).toContain(id);
  });

  it('patches the rest of the table in once, at the first navigation the first table does not match', async () => {
    const load = vi.fn(async () => routes);
    const router = createMemoryRouter(firstRoutes, {
      initialEntries: ['/library'],
      patchRoutesOnNavigation: restOfTable(load),
    });
    await router.navigate('/login');
    expect(load).not.toHaveBeenCalled();
    for (const path of ['/favorites', '/library/albums/3', '/manage/users/users', '/@demo/activity', '/nowhere']) {
      await router.navigate(path);
      expect(router.state.location.pathname).toBe(path);
      expect(
        router.state.matches.map((match) => match.route.path ?? (match.route.index ? '(index)' : '')).join('|'),
        path,
      ).toBe(landing(routes, path));
    }
    expect(load).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
