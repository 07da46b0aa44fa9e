// resume27: the playback position at the moment the page goes, mirrored synchronously to
// localStorage. An IndexedDB transaction begun in `pagehide` (a reload, a closed tab) is usually
// lost in Chromium: the page is gone before it commits, so a reload a few seconds after Play came
// back at 0 or at the last periodic save. localStorage writes are synchronous and survive. On
// restore the mirror wins only when it is about the same thing (`match`: the same track at the
// same place) and newer than the IndexedDB row; anything else, or anything unreadable, is ignored.

export interface LivePosition {
  /** What the position belongs to, e.g. `<index>:<track id>`: a mirror of anything else is ignored. */
  match: string;
  /** Seconds. */
  position: number;
  /** When it was taken (ms). */
  savedAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'shoal.live-position.';
let forTests: KeyValueStore | null = null;

/** Unit tests (no localStorage in node) install a store of their own; null goes back to localStorage. */
export function useLiveStoreForTests(store: KeyValueStore | null): void {
  forTests = store;
}

/** For tests: a store in a Map. */
export function memoryLiveStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function store(): KeyValueStore | null {
  if (forTests !== null) return forTests;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** Writes the mirror now (synchronously); a full or blocked storage only loses the mirror. */
export function keepLivePosition(name: string, live: LivePosition): void {
  try {
    store()?.setItem(PREFIX + name, JSON.stringify(live));
  } catch {
    // Quota or privacy mode: the IndexedDB row is all there is.
  }
}

export function readLivePosition(name: string): LivePosition | null {
  try {
    const raw = store()?.getItem(PREFIX + name);
    if (raw === null || raw === undefined) return null;
    const value = JSON.parse(raw) as Partial<LivePosition> | null;
    if (
      typeof value?.match !== 'string' ||
      typeof value.position !== 'number' ||
      !Number.isFinite(value.position) ||
      value.position < 0 ||
      typeof value.savedAt !== 'number'
    )
      return null;
    return { match: value.match, position: value.position, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

export function forgetLivePosition(name: string): void {
  try {
    store()?.removeItem(PREFIX + name);
  } catch {
    // Nothing to forget where nothing can be kept.
  }
}

/**
 * The position to restore: the mirror's when it is about `row.match` and newer than the row
 * (`row.savedAt`), else the row's own.
 */
export function newerPosition(row: LivePosition, live: LivePosition | null): number {
  return live !== null && live.match === row.match && live.savedAt > row.savedAt ? live.position : row.position;
}
