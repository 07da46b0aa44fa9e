// What a playlist edit does to an ordered list of track ids, as the pod does it (move: taken out at
// `from`, put back at `to` in what remains, clamped; remove: the entry at `index`). An edit made on
// one list and applied to another (the pod's, changed meanwhile) is rebased by track id: the entry it
// moved or removed is found again by its track and its rank among equal tracks, and a move keeps the
// neighbour it was put after. When that entry is gone, the edit cannot be applied (null).

import type { PlaylistChange } from '../../db/outbox';

export type TrackChange = Extract<PlaylistChange, { before: number[] }>;

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The index of the `rank`-th (0-based) entry of `id`, or -1. */
function nthIndex(list: readonly number[], id: number, rank: number): number {
  let seen = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] !== id) continue;
    if (seen === rank) return i;
    seen += 1;
  }
  return -1;
}

/** How many entries of `list[index]`'s track come before it. */
function rankAt(list: readonly number[], index: number): number {
  const id = list[index];
  return list.slice(0, index).filter((other) => other === id).length;
}

export function moveIds(list: readonly number[], from: number, to: number): number[] {
  const moved = list[from];
  if (moved === undefined) return [...list];
  const rest = list.filter((_, i) => i !== from);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
  return rest;
}

/**
 * The edit as it applies to `current`, with its indexes found again by track id, `before` = current
 * and `after` = the result; null when the entry it is about is no longer there.
 */
export function rebase(current: readonly number[], change: TrackChange): TrackChange | null {
  const before = [...current];
  switch (change.kind) {
    case 'add':
      return { ...change, before, after: [...current, ...change.trackIds] };
    case 'clear':
      return { ...change, before, after: [] };
    case 'remove': {
      const index = sameIds(current, change.before)
        ? change.index
        : nthIndex(current, change.before[change.index] ?? Number.NaN, rankAt(change.before, change.index));
      if (index < 0 || index >= current.length) return null;
      return { ...change, index, before, after: current.filter((_, i) => i !== index) };
    }
    case 'move': {
      if (sameIds(current, change.before))
        return { ...change, before, after: moveIds(current, change.from, change.to) };
      const id = change.before[change.from];
      const from = id === undefined ? -1 : nthIndex(current, id, rankAt(change.before, change.from));
      if (from < 0) return null;
      const rest = current.filter((_, i) => i !== from);
      let to = 0;
      if (change.to > 0) {
        // Put back after the entry it followed in `after`, found again in what remains.
        const neighbourAt = change.to - 1;
        const neighbour = change.after[neighbourAt];
        const found =
          neighbour === undefined
            ? -1
            : nthIndex(
                rest,
                neighbour,
                rankAt(
                  change.after.filter((_, i) => i !== change.to),
                  neighbourAt,
                ),
              );
        to = found < 0 ? Math.min(change.to, rest.length) : found + 1;
      }
      return { ...change, from, to, before, after: moveIds(current, from, to) };
    }
  }
}

/** The list once the edit is applied (rebased when the list is not the one it was made on). */
export function applyChange(current: readonly number[], change: TrackChange): number[] {
  return rebase(current, change)?.after ?? [...current];
}
