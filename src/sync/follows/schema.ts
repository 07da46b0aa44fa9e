import { z } from 'zod/mini';
import { idSchema } from '../core/schema';

// The write answers and `all/` lists of the user-owned sets (ENDPOINTS §6, §9, §10). Only the fields
// the mirrors keep are read; a real pod sends more.

/** `POST favorites/tracks/` → 201 `{id, track, creation_date}`. */
export const favoriteCreatedSchema = z.object({ id: idSchema, track: idSchema, creation_date: z.nullish(z.string()) });

/** `GET favorites/tracks/all/` → `{results:[{id, track}], count}`. */
export const favoriteAllSchema = z.object({ results: z.array(z.object({ id: idSchema, track: idSchema })) });

/** `POST federation/follows/library|user/` → 201 with the follow; `target` is a library or an actor. */
export const followCreatedSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  approved: z.nullish(z.boolean()),
  creation_date: z.nullish(z.string()),
});

/** `GET federation/follows/library/all/` → `{results:[{uuid, library, approved}], count}`. */
export const libraryFollowAllSchema = z.object({
  results: z.array(z.object({ uuid: z.string().check(z.minLength(1)), library: z.string().check(z.minLength(1)), approved: z.nullish(z.boolean()) })),
});

/** `GET federation/follows/user/all/` → `{results:[{uuid, actor, approved}], count}` (actor: the followed one's fid). */
export const actorFollowAllSchema = z.object({
  results: z.array(z.object({ uuid: z.string().check(z.minLength(1)), actor: z.string().check(z.minLength(1)), approved: z.nullish(z.boolean()) })),
});

/** `POST channels/{uuid}/subscribe/` → 201 Subscription (the channel nested; only its uuid is read). */
export const subscriptionCreatedSchema = z.object({ uuid: z.string().check(z.minLength(1)), creation_date: z.nullish(z.string()) });

/** `GET subscriptions/all/` → `{results:[{uuid, channel}], count}`. */
export const subscriptionAllSchema = z.object({ results: z.array(z.object({ uuid: z.string().check(z.minLength(1)), channel: z.string().check(z.minLength(1)) })) });
