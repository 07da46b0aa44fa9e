// What every route module gets: the database, the folders, the signing secret.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DB } from './db';
import type { PodEvents } from './events';

export interface PodContext {
  db: DB;
  dataDir: string;
  /** pod/catalogue: the committed demo media (read only). */
  catalogueDir: string;
  /** HMAC key of listen tokens, kept in the data folder so tokens survive restarts. */
  secret: Buffer;
  /** What radio sessions shuffle their candidates with (with the session id): the same seed gives the same order. */
  radioSeed: string;
  /** Where routes publish the events of the activity websocket (pod/events.ts). */
  events: PodEvents;
  /**
   * Which Funkwhale the pod answers as: '2.0' (the default: `/api/v1/` and `/api/v2/`) or '1.4', where
   * it answers as a real 1.4.0 pod does where the two differ (../shared/api/real-1.4/NOTES-2026-11-25.md):
   * nothing under `/api/v2/`, radio tracks without uploads, no account follows, `csrftoken` only from
   * API answers, an HTML 500 to a file it cannot read.
   */
  mode: PodMode;
}

export type PodMode = '2.0' | '1.4';
const POD_MODES: readonly PodMode[] = ['2.0', '1.4'];

export const CATALOGUE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'catalogue');

/** The data folder's signing secret, created on first start. */
export function loadSecret(dataDir: string): Buffer {
  const path = join(dataDir, 'secret.key');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}

/** The absolute path of a stored file: `root` is 'catalogue' or 'data'. */
export function filePath(ctx: PodContext, root: string, file: string): string {
  return join(root === 'catalogue' ? ctx.catalogueDir : ctx.dataDir, file);
}

/** The mode named by a start option or `SHOAL_POD_MODE` ('2.0' when unset); an unknown name throws. */
export function podModeOf(name: string | undefined): PodMode {
  if (name === undefined || name === '') return '2.0';
  const mode = POD_MODES.find((known) => known === name);
  if (mode === undefined) throw new Error(`Unknown pod mode: ${name} (expected ${POD_MODES.join(' or ')})`);
  return mode;
}
