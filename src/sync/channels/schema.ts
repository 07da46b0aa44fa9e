import { z } from '../../zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from '../core/schema';

/** The artist of a channel: its name, picture and category. Here `channel` is the channel's uuid. */
const channelArtistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  content_category: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  description: z.nullish(contentSchema),
  cover: z.nullish(attachmentSchema),
  tracks_count: z.nullish(z.int()),
  tags: z.nullish(tagNamesSchema),
});

/**
 * An item of `GET channels/` and `GET channels/{uuid|user@domain}/`. `actor` is null for channels
 * made from an external RSS feed; `subscriptions_count` comes with the detail only.
 */
export const channelSchema = z.object({
  uuid: z.string(),
  artist: channelArtistSchema,
  attributed_to: z.nullish(actorSchema),
  actor: z.nullish(actorSchema),
  creation_date: z.nullish(z.string()),
  /** Podcasts: itunes_category, language, copyright, owner_name... */
  metadata: z.nullish(z.record(z.string(), z.unknown())),
  rss_url: z.nullish(z.string()),
  url: z.nullish(z.string()),
  downloads_count: z.nullish(z.int()),
  subscriptions_count: z.nullish(z.int()),
});
export type ApiChannel = z.infer<typeof channelSchema>;

export const channelPageSchema = paginated(channelSchema);

/** `GET channels/metadata-choices/`: the languages and iTunes categories a podcast may take. */
export const metadataChoicesSchema = z.object({
  language: z.array(z.object({ value: z.string(), label: z.string() })),
  itunes_category: z.array(
    z.object({ value: z.string(), label: z.string(), children: z.nullish(z.array(z.string())) }),
  ),
});
export type MetadataChoices = z.infer<typeof metadataChoicesSchema>;

/** `GET manage/channels/{id}/stats/` (library permission): the page shows `listenings`. */
export const channelStatsSchema = z.object({
  listenings: z.int(),
  uploads: z.nullish(z.int()),
  follows: z.nullish(z.int()),
});

/** What the channel page needs of `POST albums/`'s answer (a new series or album). */
export const createdAlbumSchema = z.object({ id: idSchema, title: z.string() });
