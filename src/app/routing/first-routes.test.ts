import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { firstRoutes, isFirstPath, loadRestOfTable, loadRestWith, ROUTE_IDS } from './first-routes';
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

  it('sends every other path to the catch-all that loads the rest of the table', () => {
    for (const path of ['/favorites', '/library/albums/3', '/manage/users/users', '/@demo/activity', '/nowhere']) {
      const matches = matchRoutes(firstRoutes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).toBe('*');
    }
  });

  it('loads the rest of the table once, and again after a failure', async () => {
    const failing = vi.fn(async (): Promise<RouteObject[]> => {
      throw new Error('offline');
    });
    loadRestWith(failing);
    await expect(loadRestOfTable()).rejects.toThrow('offline');
    const load = vi.fn(async () => routes);
    loadRestWith(load);
    const [first, second] = await Promise.all([loadRestOfTable(), loadRestOfTable()]);
    expect(first).toBe(routes);
    expect(second).toBe(routes);
    await loadRestOfTable();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
