import { z } from '../../zod';

// import23: `plugins/` (a real 1.4 pod's PluginViewSet): a user's plugins with their values.

export const pluginFieldSchema = z.object({
  name: z.string().check(z.minLength(1)),
  type: z.string(),
  label: z.nullish(z.string()),
  help: z.nullish(z.string()),
  required: z.nullish(z.boolean()),
  default: z.optional(z.unknown()),
});

export const pluginSchema = z.object({
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  description: z.nullish(z.string()),
  user: z.boolean(),
  source: z.boolean(),
  conf: z.nullish(z.array(pluginFieldSchema)),
  values: z.nullish(z.record(z.string(), z.unknown())),
  enabled: z.boolean(),
  homepage: z.nullish(z.string()),
});
export type ApiPlugin = z.infer<typeof pluginSchema>;

export const pluginListSchema = z.array(pluginSchema);
