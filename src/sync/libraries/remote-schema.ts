import { z } from '../../zod';
import { paginated } from '../core/schema';
import { librarySchema } from './schema';

// remote18: the answers of the remote-library endpoints (ENDPOINTS §10).

/** `latest_scan`, and `scan` in the answer of `POST federation/libraries/{uuid}/scan/`. */
export const scanSchema = z.object({
  status: z.nullish(z.string()),
  total_files: z.nullish(z.int()),
  processed_files: z.nullish(z.int()),
  errored_files: z.nullish(z.int()),
  creation_date: z.nullish(z.string()),
  modification_date: z.nullish(z.string()),
});

/** `POST federation/libraries/{uuid}/scan/` → `{status: "scheduled", scan}` or `{status: "skipped"}`. */
export const scanAnswerSchema = z.object({
  status: z.enum(['scheduled', 'skipped']),
  scan: z.nullish(scanSchema),
});

/**
 * `POST federation/libraries/fetch/` → `{count: 1, results: [Library]}`. A real pod answers a missing
 * fid with 200 and a field error: that is not this shape, so it is refused as unreadable.
 */
export const fetchAnswerSchema = z.object({
  count: z.int(),
  results: z.array(librarySchema).check(z.minLength(1)),
});

/** `GET federation/library/follows/`: the follows the user sent (rejected ones left out), with their library. */
export const followedLibraryPageSchema = paginated(
  z.object({
    uuid: z.string(),
    approved: z.nullish(z.boolean()),
    creation_date: z.nullish(z.string()),
    target: librarySchema,
  }),
);
