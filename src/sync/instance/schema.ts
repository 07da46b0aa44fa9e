import { z } from '../../zod';

const count = z.nullish(z.number());

/**
 * Nodeinfo 2.0 (`api/v1/instance/nodeinfo/2.0/`) and 2.1 (`api/v2/instance/nodeinfo/2.1/`), reduced
 * to what the client reads. Only `software.name` is required: it is how the instance chooser knows
 * a Funkwhale server. Everything else may be missing.
 */
export const nodeInfoSchema = z.object({
  version: z.nullish(z.string()),
  software: z.object({ name: z.string(), version: z.nullish(z.string()) }),
  openRegistrations: z.nullish(z.boolean()),
  usage: z.nullish(
    z.object({
      users: z.nullish(z.object({ total: count, activeHalfyear: count, activeMonth: count })),
    }),
  ),
  metadata: z.nullish(
    z.object({
      nodeName: z.nullish(z.string()),
      contactEmail: z.nullish(z.string()),
      /** 2.0 only (2.1 links its rules as `codeOfConduct`). */
      rules: z.nullish(z.string()),
      terms: z.nullish(z.string()),
      /** Absent when the pod keeps its statistics private (`instance__nodeinfo_stats_enabled` off). */
      usage: z.nullish(
        z.object({
          favorites: z.nullish(z.object({ tracks: z.nullish(z.object({ total: count })) })),
          listenings: z.nullish(z.object({ total: count })),
        }),
      ),
      shortDescription: z.nullish(z.string()),
      longDescription: z.nullish(z.string()),
      private: z.nullish(z.boolean()),
      defaultUploadQuota: count,
      supportedUploadExtensions: z.nullish(z.array(z.string())),
      languages: z.nullish(z.array(z.string())),
      features: z.nullish(z.array(z.string())),
      /** 2.1 only. */
      content: z.nullish(
        z.object({
          local: z.nullish(z.object({ artists: count, releases: count, recordings: count, hoursOfContent: count })),
        }),
      ),
      /** 2.0 only. */
      library: z.nullish(
        z.object({
          anonymousCanListen: z.nullish(z.boolean()),
          federationEnabled: z.nullish(z.boolean()),
          tracks: z.nullish(z.object({ total: count })),
          artists: z.nullish(z.object({ total: count })),
          albums: z.nullish(z.object({ total: count })),
          music: z.nullish(z.object({ hours: count })),
        }),
      ),
    }),
  ),
});
export type ApiNodeInfo = z.infer<typeof nodeInfoSchema>;

/** One entry of `GET instance/settings/` (an array of public preferences). */
const instanceSettingSchema = z.object({
  section: z.string(),
  name: z.string(),
  value: z.unknown(),
});
export const instanceSettingsSchema = z.array(instanceSettingSchema);
export type ApiInstanceSetting = z.infer<typeof instanceSettingSchema>;

/** `/settings.json` at the app's origin. */
export const frontSettingsSchema = z.object({
  defaultServerUrl: z.nullish(z.string()),
  additionalStylesheets: z.optional(z.array(z.string())),
});
export type ApiFrontSettings = z.infer<typeof frontSettingsSchema>;
