import { z } from '../../zod';

// import23: `libraries/fs-import/` (ENDPOINTS §5), the pod-wide server import of a real 1.4 pod.

export const fsImportSchema = z.object({
  root: z.string(),
  path: z.string(),
  import: z.nullable(
    z.object({
      status: z.string(),
      reference: z.nullish(z.string()),
      logs: z.nullish(z.array(z.string())),
    }),
  ),
  content: z.array(z.object({ name: z.string(), dir: z.boolean() })),
});
export type ApiFsImport = z.infer<typeof fsImportSchema>;
