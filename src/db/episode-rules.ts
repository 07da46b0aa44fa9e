// New episodes kept for offline (rss19): the user's rule for each subscribed podcast, one sync fact
// (`syncMeta` 'episodeRules', a map channel uuid → rule), so it goes with the user's other sync
// facts at logout. Read through a schema: a corrupt entry is dropped, never a crash.

import { useLiveQuery } from 'dexie-react-hooks';
import { z } from '../zod';
import { getDb } from './schema';

const KEY = 'episodeRules';

export interface StoredEpisodeRule {
  channel: string;
  artistId: number;
  title: string;
  enabled: boolean;
  keep: number;
  wifiOnly: boolean;
  external: boolean;
}

const ruleSchema = z.object({
  channel: z.string().check(z.minLength(1)),
  artistId: z.int(),
  title: z.string(),
  enabled: z.boolean(),
  keep: z.int().check(z.minimum(1)),
  wifiOnly: z.boolean(),
  external: z.boolean(),
});

function parseRules(value: unknown): Record<string, StoredEpisodeRule> {
  if (typeof value !== 'object' || value === null) return {};
  const rules: Record<string, StoredEpisodeRule> = {};
  for (const [channel, raw] of Object.entries(value)) {
    const parsed = ruleSchema.safeParse(raw);
    if (parsed.success && parsed.data.channel === channel) rules[channel] = parsed.data;
  }
  return rules;
}

export async function readEpisodeRules(): Promise<Record<string, StoredEpisodeRule>> {
  return parseRules((await getDb().syncMeta.get(KEY))?.value);
}

/** Writes one rule (read, change, write in one transaction: two tabs never lose each other's). */
export async function putEpisodeRule(rule: StoredEpisodeRule): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.syncMeta, async () => {
    const rules = parseRules((await db.syncMeta.get(KEY))?.value);
    await db.syncMeta.put({ key: KEY, value: { ...rules, [rule.channel]: rule } });
  });
}

/** Live: every rule, by channel uuid; undefined while loading. */
export function useEpisodeRules(): Record<string, StoredEpisodeRule> | undefined {
  return useLiveQuery(readEpisodeRules, []);
}
