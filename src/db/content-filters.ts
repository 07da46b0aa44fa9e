// The content-filters mirror, typed: the artists the user hid (kind 'contentFilter' of db/mirror.ts).

import { useMirror, useMirrorEntry } from './mirror';

export interface ContentFilterValue {
  artistId: number;
  uuid: string | null;
  name: string;
  creationDate: string | null;
}

/** Live: every filter the user sees, in no order; undefined while loading. */
export function useContentFilters(): ContentFilterValue[] | undefined {
  return useMirror('contentFilter');
}

/** Live: the user's filter on an artist (null: none), undefined while loading. */
export function useContentFilter(artistId: number): ContentFilterValue | null | undefined {
  return useMirrorEntry('contentFilter', String(artistId));
}
