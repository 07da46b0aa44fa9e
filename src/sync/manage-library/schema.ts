// library23: the manage shapes (ENDPOINTS §13, funkwhale-v1-responses.json), lenient where a real
// pod varies (nulls, remote objects), strict on what the screens rely on (keys and names).

import { z } from '../../zod';
import { paginated } from '../core/schema';

const text = z.nullish(z.string());
const count = z.nullish(z.number());
const actor = z.nullish(z.looseObject({ full_username: z.string() }));
const named = z.nullish(z.looseObject({ id: z.int(), name: z.string() }));
const titled = z.nullish(z.looseObject({ id: z.int(), title: z.string() }));
const common = { creation_date: text, domain: text, is_local: z.optional(z.boolean()) };

export const manageArtistSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  ...common,
  tracks_count: count,
  albums_count: count,
  attributed_to: actor,
  tags: z.optional(z.array(z.string())),
  content_category: text,
  channel: text,
});

export const manageAlbumSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  ...common,
  release_date: text,
  tracks_count: count,
  artist: named,
  attributed_to: actor,
  tags: z.optional(z.array(z.string())),
});

export const manageTrackSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  ...common,
  position: count,
  disc_number: count,
  license: text,
  copyright: text,
  artist: named,
  album: titled,
  attributed_to: actor,
  uploads_count: count,
  tags: z.optional(z.array(z.string())),
});

export const manageChannelSchema = z.looseObject({
  uuid: z.string(),
  creation_date: text,
  artist: z.nullish(z.looseObject({ id: z.int(), name: z.string(), content_category: text })),
  attributed_to: actor,
  actor: actor,
  rss_url: text,
});

export const manageLibrarySchema = z.looseObject({
  id: z.int(),
  uuid: z.string(),
  name: z.string(),
  description: text,
  ...common,
  privacy_level: text,
  uploads_count: count,
  followers_count: count,
  actor,
});

export const manageUploadSchema = z.looseObject({
  id: z.int(),
  uuid: z.string(),
  ...common,
  filename: text,
  mimetype: text,
  duration: count,
  bitrate: count,
  size: count,
  import_status: text,
  import_reference: text,
  track: titled,
  library: z.nullish(z.looseObject({ uuid: z.string(), name: z.string(), actor })),
});

export const manageTagSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  creation_date: text,
  tracks_count: count,
  albums_count: count,
  artists_count: count,
});

export const SCHEMAS = {
  artists: manageArtistSchema,
  channels: manageChannelSchema,
  albums: manageAlbumSchema,
  tracks: manageTrackSchema,
  libraries: manageLibrarySchema,
  uploads: manageUploadSchema,
  tags: manageTagSchema,
} as const;

export const PAGE_SCHEMAS = {
  artists: paginated(manageArtistSchema),
  channels: paginated(manageChannelSchema),
  albums: paginated(manageAlbumSchema),
  tracks: paginated(manageTrackSchema),
  libraries: paginated(manageLibrarySchema),
  uploads: paginated(manageUploadSchema),
  tags: paginated(manageTagSchema),
} as const;

/** `stats/`: counts by name (media sizes in bytes). */
export const manageStatsSchema = z.record(z.string(), z.nullish(z.number()));

/** `action/`: `{updated, action, result}`. */
export const manageActionSchema = z.looseObject({ updated: z.int() });
