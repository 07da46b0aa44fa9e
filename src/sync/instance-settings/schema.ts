import { z } from '../../zod';

// settings23: one preference as `instance/admin/settings/` lists it (ENDPOINTS §3; the same entry
// as the public `instance/settings/`, for every preference). `field` describes the pod's form field
// (`{class, widget: {class}, input_type}`): read in model.ts, where an unknown one becomes a
// read-only row rather than an error.
export const adminSettingSchema = z.object({
  section: z.string(),
  name: z.string(),
  identifier: z.string().check(z.minLength(1)),
  default: z.unknown(),
  value: z.unknown(),
  verbose_name: z.nullish(z.string()),
  help_text: z.nullish(z.string()),
  additional_data: z.unknown(),
  field: z.unknown(),
});
export type ApiAdminSetting = z.infer<typeof adminSettingSchema>;

export const adminSettingsSchema = z.array(adminSettingSchema);
