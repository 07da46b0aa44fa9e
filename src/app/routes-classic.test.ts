import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { classicRoutes } from './routes-classic';

/** Every route of a table by absolute path (an index route is its parent's path with ` (index)`). */
function flatten(table: RouteObject[], parent = ''): Map<string, RouteObject> {
  const out = new Map<string, RouteObject>();
  for (const route of table) {
    const path = route.index
      ? `${parent || '/'} (index)`
      : route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent === '/' ? '' : parent}/${route.path}`;
    if (route.index || route.path !== undefined) out.set(path, route);
    if (route.children) for (const [key, child] of flatten(route.children, path)) out.set(key, child);
  }
  return out;
}

/** Whether two routes render the same: the same element type with the same props (elements compared alike). */
function sameElement(a: unknown, b: unknown): boolean {
  if (!isValidElement(a) || !isValidElement(b)) return Object.is(a, b);
  if (a.type !== b.type) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = new Set([...Object.keys(pa), ...Object.keys(pb)]);
  return [...keys].every((key) => sameElement(pa[key], pb[key]));
}

describe('the two route tables (issue 26)', () => {
  const newer = flatten(routes);
  const classic = flatten(classicRoutes);

  it('differ path by path by exactly what issue 26 lists', () => {
    const onlyNewer = [...newer.keys()].filter((path) => !classic.has(path));
    const onlyClassic = [...classic.keys()].filter((path) => !newer.has(path));
    const changed = [...newer.keys()].filter(
      (path) => classic.has(path) && !sameElement(newer.get(path)!.element, classic.get(path)!.element),
    );
    const diff = [
      ...onlyNewer.map((path) => `- ${path}   (newer only)`),
      ...onlyClassic.map((path) => `+ ${path}   (classic only)`),
      ...changed.map((path) => `~ ${path}   (another screen)`),
    ];
    console.log(`Route tables, newer → classic (${newer.size} → ${classic.size} routes):\n${diff.join('\n')}`);
    expect(onlyNewer.sort()).toEqual(
      ['/upload', '/upload (index)', '/upload/running', '/upload/history', '/upload/all', '/library/channels'].sort(),
    );
    expect(onlyClassic).toEqual(['/front']);
    // The shell (the layout of `/`) and the library's upload tab, the older variant's import screen.
    expect(changed.sort()).toEqual(['/', '/library/:uuid/upload']);
  });

  it('keep the instance chooser, the guards’ paths and page-not-found in both', () => {
    for (const path of ['/instance-chooser', '/library', '/library/:uuid', '/:handle', '/*', '/content/libraries'])
      expect([newer.has(path), classic.has(path)]).toEqual([true, true]);
  });

  it('send /front home in the classic table', () => {
    const front = classic.get('/front')!.element as ReactElement<{ to: string; replace: boolean }>;
    expect(front.props).toEqual({ to: '/', replace: true });
  });
});
