// library23: every managed object as one generic row: its keys (for the URL and for `action`), its
// title, its fields in display order (the list shows those marked `column`), and the app's public
// page of it. The screens format each field by its `format`; names are i18n keys of the field.

import type { z } from 'zod/mini';
import type { ManageKind } from './kinds';
import type { SCHEMAS } from './schema';

export type FieldFormat = 'text' | 'date' | 'count' | 'bytes' | 'seconds' | 'bitrate' | 'local';

export interface ManagedField {
  /** The field's name (its label is `library23Fields.{name}`). */
  name: string;
  value: string | number | boolean | null;
  format: FieldFormat;
  /** Shown as a column of the list (the title always is). */
  column?: boolean;
}

export interface ManagedObject {
  kind: ManageKind;
  /** How the URL names it: the id, the uuid or (tags) the name. */
  key: string;
  /** How an `action` body names it: the id, or (tags) the name. */
  actionKey: number | string;
  title: string;
  fields: ManagedField[];
  /** The object's page in this app, or null (an upload has none). */
  publicPath: string | null;
}

type Api<K extends ManageKind> = z.infer<(typeof SCHEMAS)[K]>;

const or = <T>(value: T | null | undefined): T | null => value ?? null;
const tags = (list: string[] | undefined) => (list?.length ? list.join(', ') : null);

function origin(item: { domain?: string | null; is_local?: boolean }): ManagedField[] {
  return [
    { name: 'domain', value: or(item.domain), format: 'text', column: true },
    { name: 'isLocal', value: item.is_local ?? null, format: 'local' },
  ];
}

export const mapManaged = {
  artists: (item: Api<'artists'>): ManagedObject => ({
    kind: 'artists',
    key: String(item.id),
    actionKey: item.id,
    title: item.name,
    publicPath: `/library/artists/${item.id}`,
    fields: [
      ...origin(item),
      { name: 'albums', value: or(item.albums_count), format: 'count', column: true },
      { name: 'tracks', value: or(item.tracks_count), format: 'count', column: true },
      { name: 'category', value: or(item.content_category), format: 'text' },
      { name: 'attributedTo', value: or(item.attributed_to?.full_username), format: 'text' },
      { name: 'tags', value: tags(item.tags), format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  channels: (item: Api<'channels'>): ManagedObject => ({
    kind: 'channels',
    key: item.uuid,
    actionKey: item.uuid,
    title: item.artist?.name ?? item.actor?.full_username ?? item.uuid,
    publicPath: `/channels/${item.uuid}`,
    fields: [
      { name: 'account', value: or(item.actor?.full_username), format: 'text', column: true },
      { name: 'owner', value: or(item.attributed_to?.full_username), format: 'text', column: true },
      { name: 'category', value: or(item.artist?.content_category), format: 'text', column: true },
      { name: 'rss', value: or(item.rss_url), format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  albums: (item: Api<'albums'>): ManagedObject => ({
    kind: 'albums',
    key: String(item.id),
    actionKey: item.id,
    title: item.title,
    publicPath: `/library/albums/${item.id}`,
    fields: [
      { name: 'artist', value: or(item.artist?.name), format: 'text', column: true },
      ...origin(item),
      { name: 'tracks', value: or(item.tracks_count), format: 'count', column: true },
      { name: 'released', value: or(item.release_date), format: 'text' },
      { name: 'attributedTo', value: or(item.attributed_to?.full_username), format: 'text' },
      { name: 'tags', value: tags(item.tags), format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  tracks: (item: Api<'tracks'>): ManagedObject => ({
    kind: 'tracks',
    key: String(item.id),
    actionKey: item.id,
    title: item.title,
    publicPath: `/library/tracks/${item.id}`,
    fields: [
      { name: 'album', value: or(item.album?.title), format: 'text', column: true },
      { name: 'artist', value: or(item.artist?.name), format: 'text', column: true },
      ...origin(item),
      { name: 'position', value: or(item.position), format: 'count' },
      { name: 'disc', value: or(item.disc_number), format: 'count' },
      { name: 'uploads', value: or(item.uploads_count), format: 'count' },
      { name: 'license', value: or(item.license), format: 'text' },
      { name: 'copyright', value: or(item.copyright), format: 'text' },
      { name: 'tags', value: tags(item.tags), format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  libraries: (item: Api<'libraries'>): ManagedObject => ({
    kind: 'libraries',
    key: item.uuid,
    actionKey: item.id,
    title: item.name,
    publicPath: `/library/${item.uuid}`,
    fields: [
      { name: 'owner', value: or(item.actor?.full_username), format: 'text', column: true },
      ...origin(item),
      { name: 'visibility', value: or(item.privacy_level), format: 'text', column: true },
      { name: 'uploads', value: or(item.uploads_count), format: 'count', column: true },
      { name: 'followers', value: or(item.followers_count), format: 'count' },
      { name: 'description', value: item.description || null, format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  uploads: (item: Api<'uploads'>): ManagedObject => ({
    kind: 'uploads',
    key: item.uuid,
    actionKey: item.id,
    title: item.filename || item.uuid,
    publicPath: item.track ? `/library/tracks/${item.track.id}` : null,
    fields: [
      { name: 'track', value: or(item.track?.title), format: 'text', column: true },
      { name: 'library', value: or(item.library?.name), format: 'text', column: true },
      { name: 'owner', value: or(item.library?.actor?.full_username), format: 'text' },
      ...origin(item),
      { name: 'status', value: or(item.import_status), format: 'text', column: true },
      { name: 'size', value: or(item.size), format: 'bytes', column: true },
      { name: 'duration', value: or(item.duration), format: 'seconds' },
      { name: 'bitrate', value: or(item.bitrate), format: 'bitrate' },
      { name: 'mimetype', value: or(item.mimetype), format: 'text' },
      { name: 'reference', value: item.import_reference || null, format: 'text' },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
  tags: (item: Api<'tags'>): ManagedObject => ({
    kind: 'tags',
    key: item.name,
    actionKey: item.name,
    title: item.name,
    publicPath: `/library/tags/${encodeURIComponent(item.name)}`,
    fields: [
      { name: 'artists', value: or(item.artists_count), format: 'count', column: true },
      { name: 'albums', value: or(item.albums_count), format: 'count', column: true },
      { name: 'tracks', value: or(item.tracks_count), format: 'count', column: true },
      { name: 'created', value: or(item.creation_date), format: 'date', column: true },
    ],
  }),
} satisfies { [K in ManageKind]: (item: Api<K>) => ManagedObject };

/** The stats a delete takes with it (what the confirmation names), without the zero ones and sizes. */
export function whatGoesWith(stats: Record<string, number | null | undefined>): { name: string; count: number }[] {
  return Object.entries(stats).flatMap(([name, count]) =>
    typeof count === 'number' && count > 0 && !name.startsWith('media_') ? [{ name, count }] : [],
  );
}
