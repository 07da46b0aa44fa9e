// Shapes shared by many answers. Schemas are lenient on purpose: unknown keys are dropped (zod's
// default), fields a real pod sends as null are nullable, fields we never read are not declared.
// They are strict on what the client relies on (ids, names, types), so a malformed answer becomes
// an invalid-response error at the boundary instead of a crash deeper in.

import { z } from 'zod';

export const idSchema = z.number().int();

/** Covers, avatars, icons. */
export const attachmentSchema = z.object({
  uuid: z.string(),
  size: z.number().nullish(),
  mimetype: z.string().nullish(),
  creation_date: z.string().nullish(),
  urls: z
    .object({
      source: z.string().nullish(),
      original: z.string().nullish(),
      medium_square_crop: z.string().nullish(),
      large_square_crop: z.string().nullish(),
    })
    .nullish(),
});
export type ApiAttachment = z.infer<typeof attachmentSchema>;

/** Rich text: `{text, content_type, html}`. */
export const contentSchema = z.object({
  text: z.string().nullish(),
  content_type: z.string().nullish(),
  html: z.string().nullish(),
});
export type ApiContent = z.infer<typeof contentSchema>;

/** An API actor (`attributed_to`, `actor`), reduced to what identifies it. */
export const actorSchema = z.object({
  fid: z.string().nullish(),
  full_username: z.string(),
  preferred_username: z.string().nullish(),
  name: z.string().nullish(),
  domain: z.string().nullish(),
  is_local: z.boolean().nullish(),
});
export type ApiActor = z.infer<typeof actorSchema>;

export const tagNamesSchema = z.array(z.string());

/**
 * `{count, next, previous, results}`. `next` and `previous` are absolute URLs; the `*\/all/`
 * endpoints leave them out, so they are optional.
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullish(),
    previous: z.string().nullish(),
    results: z.array(item),
  });
}
export type ApiPage<T> = { count: number; next?: string | null; previous?: string | null; results: T[] };
