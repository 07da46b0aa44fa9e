import type { Page } from '@playwright/test';

/** A row of the persisted query cache: the query's key and its answer, both as the app wrote them. */
export interface QueryCacheRow {
  key: string;
  value: string;
}

/** The persisted query cache (IndexedDB `shoal`, store `queryCache`) as the page sees it now. */
export function queryCacheRows(page: Page): Promise<QueryCacheRow[]> {
  return page.evaluate(
    () =>
      new Promise<QueryCacheRow[]>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queryCache').objectStore('queryCache').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => resolve(all.result as QueryCacheRow[]);
        };
      }),
  );
}
