import { z } from '../../zod';

// The write answers and `all/` lists of library and account follows (ENDPOINTS §10). Only the fields
// the mirrors keep are read; a real pod sends more.

/** `POST federation/follows/library|user/` → 201 with the follow; `target` is a library or an actor. */
export const followCreatedSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  approved: z.nullish(z.boolean()),
  creation_date: z.nullish(z.string()),
});

/** `GET federation/follows/library/all/` → `{results:[{uuid, library, approved}], count}`. */
export const libraryFollowAllSchema = z.object({
  results: z.array(
    z.object({
      uuid: z.string().check(z.minLength(1)),
      library: z.string().check(z.minLength(1)),
      approved: z.nullish(z.boolean()),
    }),
  ),
});

/** `GET federation/follows/user/all/` → `{results:[{uuid, actor, approved}], count}` (actor: the followed one's fid). */
export const actorFollowAllSchema = z.object({
  results: z.array(
    z.object({
      uuid: z.string().check(z.minLength(1)),
      actor: z.string().check(z.minLength(1)),
      approved: z.nullish(z.boolean()),
    }),
  ),
});
