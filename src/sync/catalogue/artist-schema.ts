import { z } from '../../zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from '../core/schema';

/**
 * The artist nested in tracks and albums. 1.x pods call its picture `attachment_cover`, 2.x pods
 * (and artist_credit entries) `cover`; both are accepted.
 */
export const simpleArtistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  content_category: z.nullish(z.string()),
  cover: z.nullish(attachmentSchema),
  attachment_cover: z.nullish(attachmentSchema),
});
export type ApiSimpleArtist = z.infer<typeof simpleArtistSchema>;

/** 2.x pods: one entry per credited artist, `credit` being the name as printed on the release. */
export const artistCreditSchema = z.object({
  artist: simpleArtistSchema,
  credit: z.nullish(z.string()),
  joinphrase: z.nullish(z.string()),
  index: z.nullish(z.int()),
});
export type ApiArtistCredit = z.infer<typeof artistCreditSchema>;

/** The albums listed inside an artist: here `artist` is the artist's id, not an object. */
const artistAlbumSchema = z.object({
  id: idSchema,
  title: z.string(),
  artist: z.nullish(idSchema),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  release_date: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  is_playable: z.nullish(z.boolean()),
  tracks_count: z.nullish(z.int()),
  cover: z.nullish(attachmentSchema),
});
export type ApiArtistAlbum = z.infer<typeof artistAlbumSchema>;

const artistChannelSchema = z.object({
  uuid: z.string(),
  actor: z.nullish(
    z.object({
      full_username: z.nullish(z.string()),
      preferred_username: z.nullish(z.string()),
      domain: z.nullish(z.string()),
    }),
  ),
});

/** An item of `GET artists/`. */
export const artistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  content_category: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  tracks_count: z.nullish(z.int()),
  tags: z.nullish(tagNamesSchema),
  cover: z.nullish(attachmentSchema),
  attributed_to: z.nullish(actorSchema),
  channel: z.nullish(artistChannelSchema),
  albums: z.nullish(z.array(artistAlbumSchema)),
});
export type ApiArtist = z.infer<typeof artistSchema>;

/** `GET artists/{id}/`: the list item plus its description. */
export const artistDetailSchema = z.extend(artistSchema, {
  description: z.nullish(contentSchema),
});
export type ApiArtistDetail = z.infer<typeof artistDetailSchema>;

export const artistPageSchema = paginated(artistSchema);
