import type { ApiContentFilter } from './schema';
import { orNull } from '../core/model';

/** A rule of the user that hides an artist from lists (spec 01 section 3). */
export interface ContentFilter {
  uuid: string;
  creationDate: string | null;
  target: { type: 'artist'; id: number; name: string };
}

/** Null for a filter on anything but an artist (unknown to a 1.4 pod), which the client skips. */
export function mapContentFilter(filter: ApiContentFilter): ContentFilter | null {
  if (filter.target.type !== 'artist') return null;
  return {
    uuid: filter.uuid,
    creationDate: orNull(filter.creation_date),
    target: { type: 'artist', id: filter.target.id, name: filter.target.name ?? '' },
  };
}
