import { z } from '../../zod';
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

/** A filter of a radio's `config`: `{type, not?, operator?, ids?|names?}` (a real pod adds `names` to artist ones). */
export const radioFilterSchema = z.object({
  type: z.string(),
  not: z.nullish(z.boolean()),
  operator: z.nullish(z.string()),
  ids: z.nullish(z.array(z.union([z.int(), z.string()]))),
  names: z.nullish(z.array(z.nullable(z.string()))),
});
export type ApiRadioFilter = z.infer<typeof radioFilterSchema>;

/** A radio as `radios/radios/{id}/` and the writes answer it. */
export const customRadioDetailSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  is_public: z.nullish(z.boolean()),
  creation_date: z.nullish(z.string()),
  user: z.nullish(simpleUserSchema),
  config: z.array(radioFilterSchema),
});
export type ApiCustomRadioDetail = z.infer<typeof customRadioDetailSchema>;

/** An item of `radios/radios/filters/`: a kind of filter and the fields it takes. */
export const radioFilterKindSchema = z.object({
  type: z.string(),
  label: z.string(),
  help_text: z.nullish(z.string()),
  fields: z.array(
    z.object({
      name: z.string(),
      type: z.nullish(z.string()),
      subtype: z.nullish(z.string()),
      autocomplete: z.nullish(z.string()),
      autocomplete_qs: z.nullish(z.string()),
      autocomplete_fields: z.nullish(
        z.object({ remoteValues: z.nullish(z.string()), name: z.string(), value: z.string() }),
      ),
      label: z.nullish(z.string()),
      placeholder: z.nullish(z.string()),
    }),
  ),
});
export type ApiRadioFilterKind = z.infer<typeof radioFilterKindSchema>;

/** The answer of `POST radios/radios/validate/`: per filter, its errors or its candidates. */
export function radioValidationSchema<T extends z.ZodMiniType>(track: T) {
  return z.object({
    filters: z.array(
      z.object({
        errors: z.array(z.string()),
        candidates: z.object({ count: z.nullable(z.int()), sample: z.nullish(z.array(track)) }),
      }),
    ),
  });
}

/** An autocomplete answer: lists of objects under keys (`search`: `{artists: [...], tags: [...]}`). */
export const autocompleteAnswerSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);
