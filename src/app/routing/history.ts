// r29 (issue 17): the app's history, under react-router's declarative <Router> (routing/AppRouter.tsx).
// react-router's data router (createBrowserRouter) weighed about 28 KB gzip of the first chunk; the
// declarative router about 13. What the app used of the data router is here instead: one history for
// the whole run (a switch of interface keeps it), its followers (sync events, navigation traces), and
// the blocking of a navigation while files are sent (useLeaveGuard), back and forward buttons included.
// No React here: the router component and the hooks below read it.

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  NavigationType,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  parsePath,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** What a blocker is asked: the same arguments as react-router's `useBlocker`. */
export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** The shape of react-router's Blocker, so a question reads it the same way. */
export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed: undefined; reset: undefined };

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

type BaseHistory = ReturnType<typeof createBrowserHistory>;

interface Registered {
  shouldBlock: BlockerFunction;
  state: Blocker;
  listeners: Set<() => void>;
}

export interface AppHistory {
  /** The current place and how it was reached. */
  snapshot(): HistoryUpdate;
  /** Called after every change of place (push, replace, back and forward). */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** What `<Router navigator>` needs: push and replace go through the blockers. */
  navigator: Navigator;
  /**
   * A navigation from outside React. Resolves true once it happened, false when a blocker held it and
   * the user chose to stay.
   */
  navigate(to: To, options?: { replace?: boolean; state?: unknown }): Promise<boolean>;
  /** Reads the address again after a `history.replaceState` made behind its back (a switch of interface). */
  resync(): void;
  /** AppRouter: a place is on screen (its transition committed). */
  committed(location: Location): void;
  /** Called when a place is on screen, after its screen rendered (navigation traces). */
  listenCommits(listener: (location: Location) => void): () => void;
  /** For useBlocker: registers a blocker; returns its handle. */
  addBlocker(shouldBlock: BlockerFunction): Registered;
  removeBlocker(blocker: Registered): void;
}

function locationOf(current: Location, to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key: 'next',
  };
}

export function createAppHistory(base: BaseHistory): AppHistory {
  let current: HistoryUpdate = { action: base.action, location: base.location };
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const commitListeners = new Set<(location: Location) => void>();
  const blockers = new Set<Registered>();
  /** A back/forward the blockers undid: the browser's pop that restores the address is not a navigation. */
  let restoring = false;
  /** A back/forward the user confirmed: let through without asking again. */
  let confirmedPop = false;

  function emit(): void {
    current = { action: base.action, location: base.location };
    for (const listener of [...listeners]) listener(current);
  }

  function setBlocker(blocker: Registered, state: Blocker): void {
    blocker.state = state;
    for (const listener of [...blocker.listeners]) listener();
  }

  /** The blocker that holds this navigation, if any. */
  function holding(nextLocation: Location, historyAction: NavigationType): Registered | undefined {
    for (const blocker of blockers)
      if (
        blocker.state.state !== 'proceeding' &&
        blocker.shouldBlock({ currentLocation: current.location, nextLocation, historyAction })
      )
        return blocker;
    return undefined;
  }

  /** Runs `commit` unless a blocker holds it; resolves whether it ran. */
  function attempt(nextLocation: Location, historyAction: NavigationType, commit: () => void): Promise<boolean> {
    const blocker = holding(nextLocation, historyAction);
    if (!blocker) {
      commit();
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      setBlocker(blocker, {
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          setBlocker(blocker, { state: 'proceeding', location: nextLocation, proceed: undefined, reset: undefined });
          commit();
          setBlocker(blocker, UNBLOCKED);
          resolve(true);
        },
        reset: () => {
          setBlocker(blocker, UNBLOCKED);
          resolve(false);
        },
      });
    });
  }

  base.listen(({ action, location, delta }) => {
    if (action !== NavigationType.Pop) return emit();
    if (restoring) {
      restoring = false;
      return;
    }
    if (confirmedPop) {
      confirmedPop = false;
      return emit();
    }
    const blocker = delta === null ? undefined : holding(location, action);
    if (!blocker || delta === null) return emit();
    // The address has already moved: put it back, and move it again if the user confirms.
    restoring = true;
    base.go(-delta);
    void attempt(location, action, () => {
      confirmedPop = true;
      base.go(delta);
    });
  });

  const push = (to: To, state?: unknown) =>
    attempt(locationOf(current.location, to, state), NavigationType.Push, () => base.push(to, state));
  const replace = (to: To, state?: unknown) =>
    attempt(locationOf(current.location, to, state), NavigationType.Replace, () => base.replace(to, state));

  return {
    snapshot: () => current,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigator: {
      createHref: (to) => base.createHref(to),
      encodeLocation: (to) => base.encodeLocation(to),
      go: (delta) => base.go(delta),
      push: (to, state) => void push(to, state),
      replace: (to, state) => void replace(to, state),
    },
    navigate: (to, options = {}) => (options.replace ? replace(to, options.state) : push(to, options.state)),
    resync: emit,
    committed(location) {
      for (const listener of [...commitListeners]) listener(location);
    },
    listenCommits(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },
    addBlocker(shouldBlock) {
      const blocker: Registered = { shouldBlock, state: UNBLOCKED, listeners: new Set() };
      blockers.add(blocker);
      return blocker;
    },
    removeBlocker(blocker) {
      if (blocker.state.state === 'blocked') blocker.state.reset();
      blockers.delete(blocker);
    },
  };
}

let app: AppHistory | null = null;

/** The page's history, made at its first use (v5Compat: push and replace are told to the listener too). */
export function appHistory(): AppHistory {
  return (app ??= createAppHistory(createBrowserHistory({ v5Compat: true })));
}

/**
 * react-router's `useBlocker`, on the app's history: while `shouldBlock` says so, a navigation (a link,
 * back or forward, a switch of interface) waits on the returned blocker's proceed or reset.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = appHistory();
  // Asked with the latest function, registered once (an inline function changes at every render).
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  const [blocker, setBlocker] = useState<Registered | null>(null);
  useEffect(() => {
    const registered = history.addBlocker((args) => latest.current(args));
    setBlocker(registered);
    return () => history.removeBlocker(registered);
  }, [history]);
  return useSyncExternalStore(
    (listener) => {
      if (!blocker) return () => undefined;
      blocker.listeners.add(listener);
      return () => blocker.listeners.delete(listener);
    },
    () => blocker?.state ?? UNBLOCKED,
  );
}
