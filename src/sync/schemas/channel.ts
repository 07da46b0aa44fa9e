import { z } from 'zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from './common';

/** The artist of a channel: its name, picture and category. Here `channel` is the channel's uuid. */
const channelArtistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  content_category: z.string().nullish(),
  creation_date: z.string().nullish(),
  is_local: z.boolean().nullish(),
  description: contentSchema.nullish(),
  cover: attachmentSchema.nullish(),
  tracks_count: z.number().int().nullish(),
  tags: tagNamesSchema.nullish(),
});

/**
 * An item of `GET channels/` and `GET channels/{uuid|user@domain}/`. `actor` is null for channels
 * made from an external RSS feed; `subscriptions_count` comes with the detail only.
 */
export const channelSchema = z.object({
  uuid: z.string(),
  artist: channelArtistSchema,
  attributed_to: actorSchema.nullish(),
  actor: actorSchema.nullish(),
  creation_date: z.string().nullish(),
  /** Podcasts: itunes_category, language, copyright, owner_name... */
  metadata: z.record(z.string(), z.unknown()).nullish(),
  rss_url: z.string().nullish(),
  url: z.string().nullish(),
  downloads_count: z.number().int().nullish(),
  subscriptions_count: z.number().int().nullish(),
});
export type ApiChannel = z.infer<typeof channelSchema>;

export const channelPageSchema = paginated(channelSchema);
