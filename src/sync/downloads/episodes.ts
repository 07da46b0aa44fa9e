// New episodes kept for offline (rss19), the runner: for each subscribed podcast whose rule is on,
// asks the pod for its newest episodes (an external channel's feed read again first), plans with
// new-episodes.ts and hands the plan to the downloader. Checked at start, every 30 minutes while the
// app is open, and when the service worker's Periodic Background Sync wakes an open page.

import { readDownloads } from '../../db/downloads';
import { putEpisodeRule, readEpisodeRules, type StoredEpisodeRule } from '../../db/episode-rules';
import { logger } from '../../logger';
import { listTracks, type CanPlayType } from '../catalogue';
import { refreshChannel } from '../channels';
import type { HttpClient } from '../core/http';
import { downloadTracks, keysKeptElsewhere } from './download-files';
import type { Downloader } from './downloader';
import { clampKeep, mayFetch, planEpisodes } from './new-episodes';

const log = logger.child('episodes');

export const CHECK_EVERY_MS = 30 * 60 * 1000;
export const PERIODIC_SYNC_TAG = 'shoal-new-episodes';

export interface EpisodeDeps {
  http: HttpClient;
  downloader: () => Downloader;
  canPlayType: CanPlayType;
  instanceUrl: () => string | null;
  /** `navigator.connection.type`, undefined where the browser does not say. */
  connectionType: () => string | undefined;
}

export function createEpisodeChecker(deps: EpisodeDeps) {
  let checking: Promise<void> | null = null;

  async function checkRule(rule: StoredEpisodeRule): Promise<void> {
    if (!mayFetch(rule, deps.connectionType())) return;
    if (rule.external) {
      const refreshed = await refreshChannel(deps.http, rule.channel);
      if (!refreshed.ok) log.warn(`The feed of ${rule.title} was not read again`, refreshed.error);
    }
    const keep = clampKeep(rule.keep);
    const page = await listTracks(deps.http, {
      channel: rule.channel,
      include_channels: true,
      ordering: '-creation_date',
      page_size: keep,
    });
    if (!page.ok) {
      log.warn(`The episodes of ${rule.title} could not be listed`, page.error);
      return;
    }
    const rows = await readDownloads();
    const id = `episodes:${rule.artistId}`;
    const current = rows.find((row) => row.id === id);
    const plan = planEpisodes({
      newest: downloadTracks(page.data.results, deps.canPlayType, deps.instanceUrl()),
      keep,
      current: current?.tracks ?? [],
      keptElsewhere: keysKeptElsewhere(rows, id),
    });
    if (plan.unchanged && current?.state !== 'errored') return;
    await deps.downloader().keepEpisodes(rule.artistId, rule.title, plan.tracks, plan.deleteKeys);
  }

  async function checkAll(): Promise<void> {
    for (const rule of Object.values(await readEpisodeRules())) {
      if (!rule.enabled) continue;
      try {
        await checkRule(rule);
      } catch (error) {
        log.error(`New episodes of ${rule.title}`, error);
      }
    }
  }

  return {
    /** One check at a time; a check asked for while one runs is that one. */
    check(): Promise<void> {
      checking ??= checkAll().finally(() => {
        checking = null;
      });
      return checking;
    },
    /** Saves a rule; turning it off removes what it kept (files other downloads keep stay). */
    async setRule(rule: StoredEpisodeRule): Promise<void> {
      await putEpisodeRule({ ...rule, keep: clampKeep(rule.keep) });
      if (!rule.enabled) {
        const id = `episodes:${rule.artistId}`;
        if ((await readDownloads()).some((row) => row.id === id)) await deps.downloader().removeDownload(id);
        return;
      }
      await this.check();
    },
  };
}
