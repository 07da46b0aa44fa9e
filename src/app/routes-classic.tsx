import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazy } from './i18n/lazy-screen';
import { ClassicShell } from './classic/ClassicShell';
import { routes } from './routes';
import { VariantContext } from './variant/useVariant';
import { startNow } from './idle';
import { uploadQueueStarted } from './upload/start';

// import26: the older variant's library upload screen; its commands need the uploader (as routes.tsx's upload screens).
const LibraryImportUpload = lazy(async () => ({
  default: (
    await Promise.all([import('./upload/LibraryImportUpload'), startNow('uploads').then(uploadQueueStarted)])
  )[0].LibraryImportUpload,
}));

/**
 * The older interface's route table (spec 01 section 2, issue 26), made from the newer one's so no
 * screen is listed twice: the same absolute paths and screens in the classic shell, apart from these
 * differences (routes-classic.test.ts prints them): `/front` redirects home, there are no upload
 * screens (`upload` and its children) and no channels browse (`library/channels`), and
 * `library/{uuid}/upload` (query `import`) is the older variant's upload screen.
 */
function onlyNewer(parent: string, path: string | undefined): boolean {
  return (parent === '' && path === 'upload') || (parent === 'library' && path === 'channels');
}

function classicScreens(children: RouteObject[], parent: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of children) {
    if (onlyNewer(parent, route.path)) continue;
    if (parent === 'library' && route.path === ':uuid/upload') {
      kept.push({ ...route, element: <LibraryImportUpload /> });
      continue;
    }
    kept.push(route.children ? { ...route, children: classicScreens(route.children, route.path ?? parent) } : route);
    // `/front` redirects home, where the guards send a signed-in user on to `/library`.
    if (parent === '' && route.path === 'instance-chooser')
      kept.push({ path: 'front', element: <Navigate replace to="/" /> });
  }
  return kept;
}

const [newerRoot] = routes;

export const classicRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <VariantContext.Provider value="classic">
        <ClassicShell />
      </VariantContext.Provider>
    ),
    children: classicScreens(newerRoot?.children ?? [], ''),
  },
];
