// Listenings waiting to reach the pod. A listening is written here before it is sent and deleted
// only once the pod has answered, so one made offline, or just before the tab closed, is sent later.
// Each row names the pod and the user it belongs to: it is never sent on another one's behalf.

import { z } from 'zod';
import { logger } from '../logger';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

export const LISTENING_ROW_VERSION = 1;

export interface ListeningRow {
  id: number;
  version: number;
  trackId: number;
  instanceUrl: string;
  /** The full username of who listened. */
  username: string;
  /** When it was recorded (ms since the epoch). */
  createdAt: number;
}

export type PendingListening = Omit<ListeningRow, 'version'>;

const rowSchema = z.object({
  id: z.number().int(),
  trackId: z.number().int(),
  instanceUrl: z.string().min(1),
  username: z.string().min(1),
  createdAt: z.number(),
});

const LISTENING_FORMAT: PersistedFormat<PendingListening> = {
  name: 'listening',
  version: LISTENING_ROW_VERSION,
  parse: (value) => {
    const parsed = rowSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
};

export async function addListening(listening: Omit<PendingListening, 'id'>): Promise<number> {
  return getDb().listenings.add({ ...listening, version: LISTENING_ROW_VERSION });
}

/** The waiting listenings, oldest first. A corrupt row is logged (by loadPersisted) and deleted. */
export async function pendingListenings(): Promise<PendingListening[]> {
  const rows: unknown[] = await getDb().listenings.toArray();
  const pending: PendingListening[] = [];
  for (const row of rows) {
    const loaded = loadPersisted(row, LISTENING_FORMAT);
    if (loaded !== null) pending.push(loaded);
    else {
      const id = (row as { id?: unknown } | null)?.id;
      if (typeof id === 'number') await getDb().listenings.delete(id);
      else logger.warn('A stored listening has no id; left in place', row);
    }
  }
  return pending.sort((a, b) => a.id - b.id);
}

export async function deleteListening(id: number): Promise<void> {
  await getDb().listenings.delete(id);
}

export async function countListenings(): Promise<number> {
  return getDb().listenings.count();
}
