// Listenings (spec 01 section 7): reading history, and recording one (`POST history/listenings/`
// {track}); the player sends through its durable queue (player/listening-recorder.ts).

import { z } from '../../zod';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { idSchema } from '../core/schema';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';
import { mapPage, type Page } from '../core/model';
import { mapTrackActivity, type Listening, trackActivityPageSchema } from '../favorites';

/** The 201 answer: `{id, user, track, creation_date}` with ids, not nested objects. */
const listeningCreatedSchema = z.object({
  id: idSchema,
  creation_date: z.nullish(z.string()),
});

interface ListeningCreated {
  id: number;
  creationDate: string | null;
}

export async function recordListening(
  client: HttpClient,
  trackId: number,
  options: CallOptions = {},
): Promise<Result<ListeningCreated>> {
  const result = await client.post('history/listenings/', {
    json: { track: trackId },
    schema: listeningCreatedSchema,
    ...options,
  });
  return mapResult(result, (created) => ({ id: created.id, creationDate: created.creation_date ?? null }));
}

export interface ListeningListParams extends PageParams {
  /** Spec 01 section 7: `actor:<full username>` for one user's history. */
  scope?: Scope;
  username?: string;
  domain?: string;
  hidden?: boolean;
  ordering?: OrderingParam<'creation_date'>;
}

/** `GET history/listenings/`: listenings with their full tracks, as privacy allows. */
export async function listListenings(
  client: HttpClient,
  params: ListeningListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Listening>>> {
  const result = await client.get('history/listenings/', {
    query: toQuery(params),
    schema: trackActivityPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapTrackActivity));
}
