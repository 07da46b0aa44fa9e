import { z } from '../../zod';

// The write answer and `all/` list of channel subscriptions (ENDPOINTS §9); only the fields the mirror
// keeps are read.

/** `POST channels/{uuid}/subscribe/` → 201 Subscription (the channel nested; only its uuid is read). */
export const subscriptionCreatedSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  creation_date: z.nullish(z.string()),
});

/** `GET subscriptions/all/` → `{results:[{uuid, channel}], count}`. */
export const subscriptionAllSchema = z.object({
  results: z.array(z.object({ uuid: z.string().check(z.minLength(1)), channel: z.string().check(z.minLength(1)) })),
});
