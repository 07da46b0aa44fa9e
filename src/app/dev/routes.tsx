import type { RouteObject } from 'react-router';
import { lazy } from '../i18n/lazy-screen';

const WidgetsPage = lazy(async () => ({ default: (await import('./WidgetsPage')).WidgetsPage }));
const XssPage = lazy(async () => ({ default: (await import('./XssPage')).XssPage }));

/**
 * Developer pages (issue 7). Lazy: their code is a chunk of its own, and routes.tsx registers them
 * only when the build asks for them (the dev server, or VITE_SHOAL_DEV_PAGES=1 for the e2e build),
 * so a production bundle does not contain them at all. Their strings (`dev`, `widgets`…) are later
 * groups: a page renders once they are in (ax181).
 */
export const devRoutes: RouteObject[] = [
  { path: '__dev/widgets', element: <WidgetsPage /> },
  { path: '__dev/xss', element: <XssPage /> },
];
