import { z } from 'zod';
import { idSchema, paginated } from './common';
import { simpleUserSchema } from './user';

/** An item of `GET radios/radios/`: a custom radio built of filters. */
export const customRadioSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  is_public: z.boolean().nullish(),
  creation_date: z.string().nullish(),
  user: simpleUserSchema.nullish(),
  config: z.array(z.record(z.string(), z.unknown())).nullish(),
});
export type ApiCustomRadio = z.infer<typeof customRadioSchema>;

export const customRadioPageSchema = paginated(customRadioSchema);
