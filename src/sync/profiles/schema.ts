import { z } from '../../zod';
import { actorSchema, attachmentSchema, contentSchema, paginated, simpleUserSchema } from '../core/schema';
import { librarySchema } from '../libraries';

/**
 * `GET federation/actors/{user@domain}/`: the API actor with what a profile shows, its bio
 * (`summary`, rich text here, unlike the plain string of nested actors), its avatar (`icon`) and,
 * for an account of a pod, its `user`.
 */
export const fullActorSchema = z.object({
  ...actorSchema.shape,
  creation_date: z.nullish(z.string()),
  summary: z.nullish(contentSchema),
  icon: z.nullish(attachmentSchema),
  is_channel: z.nullish(z.boolean()),
  manually_approves_followers: z.nullish(z.boolean()),
  user: z.nullish(simpleUserSchema),
});
export type ApiFullActor = z.infer<typeof fullActorSchema>;

export const actorLibraryPageSchema = paginated(librarySchema);

/** The answer of `PATCH users/{username}/`: the fields it writes, the avatar as an Attachment. */
export const profileUpdatedSchema = z.object({
  name: z.nullish(z.string()),
  privacy_level: z.nullish(z.string()),
  summary: z.nullish(contentSchema),
  avatar: z.nullish(attachmentSchema),
});

export { attachmentSchema };
