// The details of a file sent into a channel (pub19), kept on its queued upload (uploads.ts) so that a
// reload keeps what the owner typed in the upload modal.

import { z } from '../zod';

/**
 * What the owner says of an episode or release sent into a channel (pub19; the upload modal's details
 * step): a real pod's `import_metadata`. Absent for files sent to a library.
 */
export interface ChannelDraft {
  title: string;
  /** The series (podcast) or album's id; null: none. */
  album: number | null;
  position: number | null;
  description: string;
  tags: string[];
  /** A license code of the pod's list; null: none. */
  license: string | null;
  copyright: string;
  /**
   * The episode's own cover (issue 19): an attachment already sent to the pod (its uuid goes in
   * `import_metadata.cover`) and its preview URL. Absent on drafts kept before it existed.
   */
  cover?: { uuid: string; url: string | null } | null;
}

export const channelDraftSchema = z.object({
  title: z.string(),
  album: z.nullable(z.number()),
  position: z.nullable(z.number()),
  description: z.string(),
  tags: z.array(z.string()),
  license: z.nullable(z.string()),
  copyright: z.string(),
  cover: z.optional(z.nullable(z.object({ uuid: z.string(), url: z.nullable(z.string()) }))),
});
