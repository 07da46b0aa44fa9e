import { z } from 'zod';

const count = z.number().nullish();

/**
 * Nodeinfo 2.0 (`api/v1/instance/nodeinfo/2.0/`) and 2.1 (`api/v2/instance/nodeinfo/2.1/`), reduced
 * to what the client reads. Only `software.name` is required: it is how the instance chooser knows
 * a Funkwhale server. Everything else may be missing.
 */
export const nodeInfoSchema = z.object({
  version: z.string().nullish(),
  software: z.object({ name: z.string(), version: z.string().nullish() }),
  openRegistrations: z.boolean().nullish(),
  usage: z
    .object({
      users: z.object({ total: count, activeHalfyear: count, activeMonth: count }).nullish(),
    })
    .nullish(),
  metadata: z
    .object({
      nodeName: z.string().nullish(),
      shortDescription: z.string().nullish(),
      longDescription: z.string().nullish(),
      private: z.boolean().nullish(),
      defaultUploadQuota: count,
      supportedUploadExtensions: z.array(z.string()).nullish(),
      languages: z.array(z.string()).nullish(),
      features: z.array(z.string()).nullish(),
      /** 2.1 only. */
      content: z
        .object({
          local: z
            .object({ artists: count, releases: count, recordings: count, hoursOfContent: count })
            .nullish(),
        })
        .nullish(),
      /** 2.0 only. */
      library: z
        .object({
          anonymousCanListen: z.boolean().nullish(),
          federationEnabled: z.boolean().nullish(),
          tracks: z.object({ total: count }).nullish(),
          artists: z.object({ total: count }).nullish(),
          albums: z.object({ total: count }).nullish(),
          music: z.object({ hours: count }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type ApiNodeInfo = z.infer<typeof nodeInfoSchema>;

/** One entry of `GET instance/settings/` (an array of public preferences). */
export const instanceSettingSchema = z.object({
  section: z.string(),
  name: z.string(),
  value: z.unknown(),
});
export const instanceSettingsSchema = z.array(instanceSettingSchema);
export type ApiInstanceSetting = z.infer<typeof instanceSettingSchema>;

/** `/settings.json` at the app's origin. */
export const frontSettingsSchema = z.object({
  defaultServerUrl: z.string().nullish(),
  additionalStylesheets: z.array(z.string()).optional(),
});
export type ApiFrontSettings = z.infer<typeof frontSettingsSchema>;
