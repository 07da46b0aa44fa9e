// oauthclient24: under OAuth the activity websocket cannot be used (it takes only the pod's session
// cookie, issue 24), so Shoal polls what it would have said: the inbox and pending-edits counts every
// 60 s while the page is visible and at once when it gets the focus or becomes visible again, and
// the import statuses of sent files every 5 s while one waits (each answer that settles a file goes
// out as the socket's `import.status_updated` would). Manage counts are not asked: out of a token's
// reach, they stay 0.

import { z } from '../../zod';
import { readUploadQueue } from '../../db/uploads';
import { logger } from '../../logger';
import type { Timers } from '../../timers';
import type { HttpClient } from '../core/http';
import { emitLiveEvent } from './events';

export const COUNTS_POLL_MS = 60_000;
export const IMPORTS_POLL_MS = 5_000;

const importSchema = z.looseObject({
  uuid: z.string(),
  import_status: z.string(),
  import_date: z.optional(z.nullable(z.string())),
  import_details: z.optional(z.unknown()),
});

/** What the page tells about itself (document and window in the app; fakes in tests). */
export interface PageSignals {
  visible: () => boolean;
  /** Calls back when the page gets the focus or becomes visible; returns the removal. */
  onWake: (listener: () => void) => () => void;
}

export const browserPage: PageSignals = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  onWake: (listener) => {
    if (typeof window === 'undefined') return () => undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

interface PollOptions {
  client: HttpClient;
  /** The upload queue's scope (the user on this instance). */
  scope: string | null;
  /** Asks the counts again (the live events' refresh, manage counts left out). */
  refreshCounts: () => Promise<void>;
  clock: Timers;
  page: PageSignals;
}

/** Starts polling; the returned function stops it. */
export function startPolling(options: PollOptions): () => void {
  const { clock, page } = options;
  let stopped = false;
  let countsTimer: unknown = null;
  let importsTimer: unknown = null;

  const countsTick = () => {
    countsTimer = null;
    if (stopped) return;
    if (page.visible()) void options.refreshCounts();
    countsTimer = clock.setTimeout(countsTick, COUNTS_POLL_MS);
  };

  const importsTick = async () => {
    importsTimer = null;
    if (stopped) return;
    try {
      await pollImports(options);
    } catch (error) {
      logger.warn('Import status poll failed', error);
    }
    if (!stopped) importsTimer = clock.setTimeout(() => void importsTick(), IMPORTS_POLL_MS);
  };

  const removeWake = page.onWake(() => {
    if (!stopped) void options.refreshCounts();
  });
  countsTimer = clock.setTimeout(countsTick, COUNTS_POLL_MS);
  importsTimer = clock.setTimeout(() => void importsTick(), IMPORTS_POLL_MS);

  return () => {
    stopped = true;
    removeWake();
    if (countsTimer !== null) clock.clearTimeout(countsTimer);
    if (importsTimer !== null) clock.clearTimeout(importsTimer);
  };
}

/** Sent files whose import is not reported yet: each asked about; a settled one goes out as an event. */
async function pollImports(options: PollOptions): Promise<void> {
  if (options.scope === null) return;
  const { uploads } = await readUploadQueue(options.scope);
  const waiting = uploads.filter((upload) => upload.state === 'uploaded' && upload.importedAt === null && upload.guid);
  for (const upload of waiting) {
    const result = await options.client.get(`uploads/${encodeURIComponent(upload.guid as string)}/`, {
      schema: importSchema,
    });
    if (!result.ok) continue;
    const status = result.data.import_status;
    if (status === 'pending' || status === 'draft') continue;
    emitLiveEvent({
      type: 'import.status_updated',
      old_status: 'pending',
      new_status: status,
      upload: {
        uuid: result.data.uuid,
        import_date: result.data.import_date ?? null,
        import_details: result.data.import_details,
      },
    });
  }
}
