import { useSyncExternalStore } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { firstRoutes, isFirstPath, restOfTable } from '../routing/first-routes';
import { counterpartPath, VARIANT_SWITCH_STATE, type Variant } from './variant';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** What follows a router (sync events, navigation traces): given the router, returns how to let go. */
export type RouterFollower = (router: AppRouter, first: boolean) => () => void;

export interface MountedRouter {
  router: AppRouter;
  variant: Variant;
  /** Changes with each swap: App keys its RouterProvider with it, so the new router's state is read afresh. */
  generation: number;
}

let mounted: (MountedRouter & { release: () => void }) | null = null;
let follow: RouterFollower = () => () => undefined;
const listeners = new Set<() => void>();

const fullTable = async () => (await import('../routes')).routes;

/**
 * One route table per variant (DESIGN.md), each a chunk of its own, loaded before the first render or
 * at the switch. b17c (issue 17): a start of the newer variant on a first screen's path (`/`, `/library`,
 * `/login`) gets the first table (routing/first-routes.tsx), which comes with the first chunk; its router
 * loads the rest of the table before its first navigation elsewhere. Without `pathname`, the full table.
 */
export async function loadTable(variant: Variant, pathname?: string): Promise<RouteObject[]> {
  if (variant === 'classic') return (await import('../routes-classic')).classicRoutes;
  return pathname !== undefined && isFirstPath(pathname) ? firstRoutes : fullTable();
}

function mount(variant: Variant, table: RouteObject[]): AppRouter {
  const router = createBrowserRouter(
    table,
    table === firstRoutes ? { patchRoutesOnNavigation: restOfTable(fullTable) } : undefined,
  );
  const release = follow(router, mounted === null);
  mounted = { router, variant, generation: (mounted?.generation ?? 0) + 1, release };
  for (const listener of listeners) listener();
  return router;
}

/** bootstrap: the first router, of the variant `ui-v2` names, and what follows every router of this run. */
export function startRouter(variant: Variant, table: RouteObject[], follower: RouterFollower): AppRouter {
  follow = follower;
  return mount(variant, table);
}

export function currentRouter(): AppRouter | null {
  return mounted?.router ?? null;
}

export function currentVariant(): Variant | null {
  return mounted?.variant ?? null;
}

/**
 * Issue 26: the shell and the route table swapped without a reload. The current path is kept when the
 * other table has it, else sent to its counterpart (variant.ts); the history entry is replaced in
 * place (same state, so back and forward keep their places), a router of the other table made, and
 * the old one let go of (its followers, then its history listener). The player, the outbox and the
 * uploads live outside React and do not notice.
 */
export async function swapRouter(target: Variant): Promise<void> {
  if (!mounted || mounted.variant === target) return;
  const table = await loadTable(target);
  if (!mounted || mounted.variant === target) return;
  const old = mounted;
  const { pathname, search, hash } = old.router.state.location;
  const path = counterpartPath(pathname, target, table);
  window.history.replaceState(window.history.state, '', path === pathname ? `${path}${search}${hash}` : path);
  old.release();
  old.router.dispose();
  mount(target, table);
}

/**
 * cl26: before a switch, the current router makes a navigation of its own to where the switch lands
 * (marked as a switch, see variant.ts), so that a screen guarding its leaving (the upload screens while
 * files are sent: useLeaveGuard) asks its question as for any other navigation, even when the path
 * stays. Resolves true once done, false when the user chose to stay.
 */
export async function leaveFor(target: Variant): Promise<boolean> {
  if (!mounted || mounted.variant === target) return true;
  const router = mounted.router;
  const { pathname, search, hash, key } = router.state.location;
  const path = counterpartPath(pathname, target, await loadTable(target));
  const to = path === pathname ? { pathname, search, hash } : path;
  await router.navigate(to, { replace: true, state: VARIANT_SWITCH_STATE });
  return new Promise<boolean>((resolve) => {
    let unsubscribe = (): void => undefined;
    const settle = (): boolean => {
      const left = router.state.location.key !== key;
      const asking = [...router.state.blockers.values()].some((blocker) => blocker.state !== 'unblocked');
      if (!left && asking) return false;
      unsubscribe();
      resolve(left);
      return true;
    };
    if (!settle()) unsubscribe = router.subscribe(() => void settle());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): MountedRouter | null {
  return mounted;
}

export function useMountedRouter(): MountedRouter | null {
  return useSyncExternalStore(subscribe, snapshot);
}
