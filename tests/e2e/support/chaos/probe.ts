// What the chaos run reads to judge a run: the client's mirror and outbox (IndexedDB, as the app
// wrote them), the pod's state (its API, as the signed-in user), and the page errors and unhandled
// promise rejections of every tab.

import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { ChaosObject, ObjectKind } from './objects';

export interface MirrorState {
  /** What the user sees (the mirror's `local`) is present. */
  local: boolean;
  /** What the app last knew the pod to hold (`server`) is present. */
  server: boolean;
}

/** The mirror rows of the given kinds, keyed `kind:key` (absent rows are not listed). */
export async function readMirror(page: Page): Promise<Map<string, MirrorState>> {
  const rows = await page.evaluate(
    () =>
      new Promise<Array<{ kind: string; key: string; local: unknown; server: unknown }>>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('mirror').objectStore('mirror').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Array<{ kind: string; key: string; local: unknown; server: unknown }>);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  return new Map(
    rows.map((row) => [
      `${row.kind}:${row.key}`,
      { local: row.local !== null && row.local !== undefined, server: row.server !== null && row.server !== undefined },
    ]),
  );
}

/** Rows waiting in the outbox (every user's). */
export async function outboxLength(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

async function results<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(`/api/v1/${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { results: T[] }).results;
}

/** How many rows the pod holds for each object of the run's kinds (`kind:key` → rows; 0 when none). */
export async function podRows(page: Page): Promise<Map<string, number>> {
  const rows = new Map<string, number>();
  const add = (kind: ObjectKind, key: string | number | null | undefined) => {
    if (key === null || key === undefined) return;
    const id = `${kind}:${String(key)}`;
    rows.set(id, (rows.get(id) ?? 0) + 1);
  };
  for (const favorite of await results<{ track: number }>(page, 'favorites/tracks/all/'))
    add('favorite', favorite.track);
  for (const follow of await results<{ library: string }>(page, 'federation/follows/library/all/'))
    add('libraryFollow', follow.library);
  for (const follow of await results<{ actor: string | null }>(page, 'federation/follows/user/all/'))
    add('actorFollow', follow.actor);
  for (const filter of await results<{ target: { id: number } }>(page, 'moderation/content-filters/?page_size=100'))
    add('contentFilter', filter.target.id);
  return rows;
}

export const objectId = (object: Pick<ChaosObject, 'kind' | 'key'>) => `${object.kind}:${object.key}`;

/** Page errors and unhandled rejections of every tab of a context, by message. */
export class ErrorWatch {
  readonly rejections = new Map<string, number>();
  readonly pageErrors = new Map<string, number>();

  /** Installs the rejection counter in every document of the context (before any script of the app). */
  async install(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__chaosRejection', (_source, message: string) => {
      this.rejections.set(message, (this.rejections.get(message) ?? 0) + 1);
    });
    await context.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        const reason = event.reason as unknown;
        const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
        void (window as unknown as { __chaosRejection: (message: string) => Promise<void> }).__chaosRejection(message);
      });
    });
  }

  watch(page: Page): void {
    page.on('pageerror', (error) => {
      const message = `${error.name}: ${error.message}`;
      this.pageErrors.set(message, (this.pageErrors.get(message) ?? 0) + 1);
    });
  }

  static total(counts: Map<string, number>): number {
    return [...counts.values()].reduce((sum, count) => sum + count, 0);
  }
}
