import { z } from 'zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from './common';

/**
 * The artist nested in tracks and albums. 1.x pods call its picture `attachment_cover`, 2.x pods
 * (and artist_credit entries) `cover`; both are accepted.
 */
export const simpleArtistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  is_local: z.boolean().nullish(),
  content_category: z.string().nullish(),
  cover: attachmentSchema.nullish(),
  attachment_cover: attachmentSchema.nullish(),
});
export type ApiSimpleArtist = z.infer<typeof simpleArtistSchema>;

/** 2.x pods: one entry per credited artist, `credit` being the name as printed on the release. */
export const artistCreditSchema = z.object({
  artist: simpleArtistSchema,
  credit: z.string().nullish(),
  joinphrase: z.string().nullish(),
  index: z.number().int().nullish(),
});
export type ApiArtistCredit = z.infer<typeof artistCreditSchema>;

/** The albums listed inside an artist: here `artist` is the artist's id, not an object. */
export const artistAlbumSchema = z.object({
  id: idSchema,
  title: z.string(),
  artist: idSchema.nullish(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  release_date: z.string().nullish(),
  creation_date: z.string().nullish(),
  is_local: z.boolean().nullish(),
  is_playable: z.boolean().nullish(),
  tracks_count: z.number().int().nullish(),
  cover: attachmentSchema.nullish(),
});
export type ApiArtistAlbum = z.infer<typeof artistAlbumSchema>;

const artistChannelSchema = z.object({
  uuid: z.string(),
  actor: z
    .object({
      full_username: z.string().nullish(),
      preferred_username: z.string().nullish(),
      domain: z.string().nullish(),
    })
    .nullish(),
});

/** An item of `GET artists/`. */
export const artistSchema = z.object({
  id: idSchema,
  name: z.string(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  content_category: z.string().nullish(),
  creation_date: z.string().nullish(),
  is_local: z.boolean().nullish(),
  tracks_count: z.number().int().nullish(),
  tags: tagNamesSchema.nullish(),
  cover: attachmentSchema.nullish(),
  attributed_to: actorSchema.nullish(),
  channel: artistChannelSchema.nullish(),
  albums: z.array(artistAlbumSchema).nullish(),
});
export type ApiArtist = z.infer<typeof artistSchema>;

/** `GET artists/{id}/`: the list item plus its description. */
export const artistDetailSchema = artistSchema.extend({
  description: contentSchema.nullish(),
});
export type ApiArtistDetail = z.infer<typeof artistDetailSchema>;

export const artistPageSchema = paginated(artistSchema);
