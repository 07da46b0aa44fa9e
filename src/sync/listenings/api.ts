// Recording a listening (spec 01 section 7: `POST history/listenings/` {track}). Reading history is
// api/history.ts; the player sends through its durable queue (player/listening-recorder.ts).

import { z } from 'zod/mini';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { idSchema } from '../core/schema';
import type { CallOptions } from '../core/params';

/** The 201 answer: `{id, user, track, creation_date}` with ids, not nested objects. */
export const listeningCreatedSchema = z.object({
  id: idSchema,
  creation_date: z.nullish(z.string()),
});

export interface ListeningCreated {
  id: number;
  creationDate: string | null;
}

export async function recordListening(client: HttpClient, trackId: number, options: CallOptions = {}): Promise<Result<ListeningCreated>> {
  const result = await client.post('history/listenings/', { json: { track: trackId }, schema: listeningCreatedSchema, ...options });
  return mapResult(result, (created) => ({ id: created.id, creationDate: created.creation_date ?? null }));
}
