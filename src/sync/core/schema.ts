// Shapes shared by many answers. Schemas are lenient on purpose: unknown keys are dropped (zod's
// default), fields a real pod sends as null are nullable, fields we never read are not declared.
// They are strict on what the client relies on (ids, names, types), so a malformed answer becomes
// an invalid-response error at the boundary instead of a crash deeper in.

import { z } from '../../zod';

export const idSchema = z.int();

/** Covers, avatars, icons. */
export const attachmentSchema = z.object({
  uuid: z.string(),
  size: z.nullish(z.number()),
  mimetype: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  urls: z.nullish(
    z.object({
      source: z.nullish(z.string()),
      original: z.nullish(z.string()),
      medium_square_crop: z.nullish(z.string()),
      large_square_crop: z.nullish(z.string()),
    }),
  ),
});
export type ApiAttachment = z.infer<typeof attachmentSchema>;

/** Rich text: `{text, content_type, html}`. */
export const contentSchema = z.object({
  text: z.nullish(z.string()),
  content_type: z.nullish(z.string()),
  html: z.nullish(z.string()),
});
export type ApiContent = z.infer<typeof contentSchema>;

/** An API actor (`attributed_to`, `actor`), reduced to what identifies it. */
export const actorSchema = z.object({
  fid: z.nullish(z.string()),
  full_username: z.string(),
  preferred_username: z.nullish(z.string()),
  name: z.nullish(z.string()),
  domain: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
});
export type ApiActor = z.infer<typeof actorSchema>;

export const tagNamesSchema = z.array(z.string());

/**
 * `{count, next, previous, results}`. `next` and `previous` are absolute URLs; the `*\/all/`
 * endpoints leave them out, so they are optional.
 */
export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullish(z.string()),
    previous: z.nullish(z.string()),
    results: z.array(item),
  });
}
export type ApiPage<T> = { count: number; next?: string | null; previous?: string | null; results: T[] };

/** The user nested in favorites, listenings and playlists. */
export const simpleUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.nullish(z.string()),
  date_joined: z.nullish(z.string()),
  avatar: z.nullish(attachmentSchema),
});
export type ApiSimpleUser = z.infer<typeof simpleUserSchema>;
