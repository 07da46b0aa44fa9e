// polish29: the followed libraries (`/content/remote`) with the user's unfollows laid over what the
// pod listed, the way the other lists show their waiting writes: an unfollow leaves the list at once,
// offline too and after a reload (the outbox row is what says so), not when the pod has answered.

import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { readMirrorKeys } from '../../db/mirror';
import { readWaitingOps, scopeOfSession } from '../../db/outbox';
import { useSession } from '../../db/session';
import type { Page } from '../core/model';
import type { FollowedLibrary } from './remote';

export interface FollowOverlay {
  /** Libraries whose last waiting follow write is an unfollow. */
  unfollowing: ReadonlySet<string>;
  /** Libraries the follows mirror shows as followed. */
  followed: ReadonlySet<string>;
}

/** The libraries whose last waiting follow write is an unfollow (a later follow cancels it). */
export async function readWaitingUnfollows(scope: string): Promise<Set<string>> {
  const last = new Map<string, boolean>();
  for (const op of await readWaitingOps(scope, 'libraryFollow')) last.set(op.library, op.on);
  return new Set([...last].flatMap(([library, on]) => (on ? [] : [library])));
}

/**
 * The page without the libraries being unfollowed, and without those unfollowed here whose unfollow
 * the pod has taken (the mirror no longer holds them) while the page is still the one listed before.
 * A refused unfollow is rolled back in the mirror: the library shows again.
 */
export function withoutUnfollowed(
  page: Page<FollowedLibrary>,
  overlay: FollowOverlay,
  unfollowedHere: ReadonlySet<string>,
): Page<FollowedLibrary> {
  const hidden = (uuid: string) =>
    overlay.unfollowing.has(uuid) || (unfollowedHere.has(uuid) && !overlay.followed.has(uuid));
  const results = page.results.filter((item) => !hidden(item.library.uuid));
  return results.length === page.results.length
    ? page
    : { ...page, count: Math.max(0, page.count - (page.results.length - results.length)), results };
}

/** Live: lays the waiting unfollows over a page of followed libraries (undefined stays undefined). */
export function useFollowedOverlay(page: Page<FollowedLibrary> | undefined): Page<FollowedLibrary> | undefined {
  const scope = scopeOfSession(useSession());
  const overlay = useLiveQuery(
    async (): Promise<FollowOverlay> => ({
      unfollowing: scope === null ? new Set() : await readWaitingUnfollows(scope),
      followed: await readMirrorKeys('libraryFollow'),
    }),
    [scope],
  );
  // Unfollows seen waiting: once sent, the list the pod gave before still holds them until asked again.
  const [unfollowedHere, setUnfollowedHere] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const seen = [...(overlay?.unfollowing ?? [])];
    if (seen.some((uuid) => !unfollowedHere.has(uuid))) setUnfollowedHere(new Set([...unfollowedHere, ...seen]));
  }, [overlay, unfollowedHere]);
  return page && overlay ? withoutUnfollowed(page, overlay, unfollowedHere) : page;
}
