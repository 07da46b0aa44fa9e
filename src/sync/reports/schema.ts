import { z } from '../../zod';
import { actorSchema, idSchema, paginated } from '../core/schema';

/** Nodeinfo 2.0's `metadata.reportTypes` (the only nodeinfo that has it: 2.1 leaves it out). */
export const reportTypesNodeInfoSchema = z.object({
  metadata: z.nullish(
    z.object({
      reportTypes: z.nullish(
        z.array(z.object({ type: z.string(), label: z.nullish(z.string()), anonymous: z.nullish(z.boolean()) })),
      ),
    }),
  ),
});

/** A report's `target`: an id, a uuid or a full username by type; null once the object is gone. */
export const reportTargetSchema = z.object({
  type: z.string(),
  id: z.optional(z.union([idSchema, z.string()])),
  uuid: z.optional(z.string()),
  full_username: z.optional(z.string()),
});

/** `POST moderation/reports/`'s answer (the public shape). */
export const filedReportSchema = z.object({
  uuid: z.string(),
  type: z.string(),
  is_handled: z.boolean(),
});

export const noteOfReportSchema = z.object({
  uuid: z.string(),
  creation_date: z.string(),
  summary: z.string(),
  author: z.nullish(actorSchema),
});

/** The manage shape (ENDPOINTS §13). `target_state` is the frozen copy, kept once the object is gone. */
export const manageReportSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  creation_date: z.string(),
  handled_date: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  type: z.string(),
  target: z.nullish(reportTargetSchema),
  target_state: z.nullish(z.record(z.string(), z.unknown())),
  is_handled: z.boolean(),
  assigned_to: z.nullish(actorSchema),
  target_owner: z.nullish(actorSchema),
  submitter: z.nullish(actorSchema),
  submitter_email: z.nullish(z.string()),
  notes: z.nullish(z.array(noteOfReportSchema)),
});
export type ApiManageReport = z.infer<typeof manageReportSchema>;

export const manageReportPageSchema = paginated(manageReportSchema);
