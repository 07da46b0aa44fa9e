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
}

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
