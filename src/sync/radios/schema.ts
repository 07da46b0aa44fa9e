import { z } from 'zod/mini';
import { idSchema, paginated } from '../core/schema';
import { simpleUserSchema } from '../core/schema';

/** An item of `GET radios/radios/`: a custom radio built of filters. */
const customRadioSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  is_public: z.nullish(z.boolean()),
  creation_date: z.nullish(z.string()),
  user: z.nullish(simpleUserSchema),
  config: z.nullish(z.array(z.record(z.string(), z.unknown()))),
});
export type ApiCustomRadio = z.infer<typeof customRadioSchema>;

export const customRadioPageSchema = paginated(customRadioSchema);
