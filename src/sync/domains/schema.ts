import { z } from '../../zod';
import { paginated } from '../core/schema';

// domains22: a federated domain in the manage shape (ENDPOINTS §13, `manage/federation/domains/`).

/** `{}` before the first fetch, `{status: "ok", payload}` or `{status: "error", error}`: read in model.ts. */
const nodeInfoSchema = z.nullish(z.record(z.string(), z.unknown()));

export const domainSchema = z.object({
  name: z.string().check(z.minLength(1)),
  creation_date: z.nullish(z.string()),
  actors_count: z.nullish(z.number()),
  outbox_activities_count: z.nullish(z.number()),
  nodeinfo: nodeInfoSchema,
  nodeinfo_fetch_date: z.nullish(z.string()),
  instance_policy: z.nullish(z.int()),
  allowed: z.nullish(z.boolean()),
});
export type ApiDomain = z.infer<typeof domainSchema>;

export const domainPageSchema = paginated(domainSchema);

export { nodeInfoSchema };

export const domainStatsSchema = z.record(z.string(), z.number());

export const actionResultSchema = z.object({ updated: z.number(), action: z.string() });
