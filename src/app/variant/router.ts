import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router';
import { firstRoutes, isFirstPath, loadRestWith } from '../routing/first-routes';
import { appHistory } from '../routing/history';
import { counterpartPath, VARIANT_SWITCH_STATE, type Variant } from './variant';

/** The route table on screen, of which variant. r29: one history for the run; a switch swaps the table. */
export interface MountedTable {
  table: RouteObject[];
  variant: Variant;
  /** Changes with each swap: App keys its router with it, so the new table's screens mount afresh. */
  generation: number;
}

let mounted: MountedTable | null = null;
const listeners = new Set<() => void>();

const fullTable = async () => (await import('../routes')).routes;
loadRestWith(fullTable);

/**
 * One route table per variant (DESIGN.md), each a chunk of its own, loaded before the first render or
 * at the switch. b17c (issue 17): a start of the newer variant on a first screen's path (`/`, `/library`,
 * `/login`) gets the first table (routing/first-routes.tsx), which comes with the first chunk; it loads
 * the rest of the table at its first navigation elsewhere. Without `pathname`, the full table.
 */
export async function loadTable(variant: Variant, pathname?: string): Promise<RouteObject[]> {
  if (variant === 'classic') return (await import('../routes-classic')).classicRoutes;
  return pathname !== undefined && isFirstPath(pathname) ? firstRoutes : fullTable();
}

function mount(variant: Variant, table: RouteObject[]): void {
  mounted = { table, variant, generation: (mounted?.generation ?? 0) + 1 };
  for (const listener of [...listeners]) listener();
}

/** bootstrap: the first table, of the variant `ui-v2` names. */
export function startRouter(variant: Variant, table: RouteObject[]): void {
  mount(variant, table);
}

export function currentVariant(): Variant | null {
  return mounted?.variant ?? null;
}

/**
 * Issue 26: the shell and the route table swapped without a reload. The current path is kept when the
 * other table has it, else sent to its counterpart (variant.ts); the history entry is replaced in
 * place (same state, so back and forward keep their places) and the other table mounted. The player,
 * the outbox and the uploads live outside React and do not notice.
 */
export async function swapRouter(target: Variant): Promise<void> {
  if (!mounted || mounted.variant === target) return;
  const table = await loadTable(target);
  if (!mounted || mounted.variant === target) return;
  const history = appHistory();
  const { pathname, search, hash } = history.snapshot().location;
  const path = counterpartPath(pathname, target, table);
  window.history.replaceState(window.history.state, '', path === pathname ? `${path}${search}${hash}` : path);
  history.resync();
  mount(target, table);
}

/**
 * cl26: before a switch, the app makes a navigation of its own to where the switch lands (marked as a
 * switch, see variant.ts), so that a screen guarding its leaving (the upload screens while files are
 * sent: useLeaveGuard) asks its question as for any other navigation, even when the path stays.
 * Resolves true once done, false when the user chose to stay.
 */
export async function leaveFor(target: Variant): Promise<boolean> {
  if (!mounted || mounted.variant === target) return true;
  const history = appHistory();
  const { pathname, search, hash } = history.snapshot().location;
  const path = counterpartPath(pathname, target, await loadTable(target));
  const to = path === pathname ? { pathname, search, hash } : path;
  return history.navigate(to, { replace: true, state: VARIANT_SWITCH_STATE });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): MountedTable | null {
  return mounted;
}

export function useMountedTable(): MountedTable | null {
  return useSyncExternalStore(subscribe, snapshot);
}
