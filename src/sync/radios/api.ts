// Radio sessions and their tracks (ENDPOINTS section 8): the player's side of radios. Custom radios
// are listed by api/radio-list.ts.

import { z } from '../../zod';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapTrack, type Track, getTrack, trackSchema } from '../catalogue';
import { idSchema } from '../core/schema';
import type { CallOptions } from '../core/params';

/** The answer of `POST radios/sessions/`. */
const radioSessionSchema = z.object({
  id: idSchema,
  radio_type: z.string(),
  related_object_id: z.nullish(z.union([z.string(), z.number()])),
  user: z.nullish(z.int()),
  creation_date: z.nullish(z.string()),
  custom_radio: z.nullish(z.int()),
  config: z.nullish(z.unknown()),
});

/** The answer of `POST radios/tracks/`: the next track of a session. */
const radioTrackSchema = z.object({
  id: z.nullish(idSchema),
  session: z.nullish(idSchema),
  position: z.nullish(z.int()),
  track: trackSchema,
});

interface RadioSessionRequest {
  radioType: string;
  /** Tag name, artist id, library uuid, actor full username… */
  relatedObjectId: string | number | null;
  customRadioId: number | null;
  config: Record<string, unknown> | null;
}

interface RadioSession {
  id: number;
  radioType: string;
  relatedObjectId: string | null;
  customRadioId: number | null;
}

export interface RadioTrack {
  position: number | null;
  track: Track;
}

/** `POST radios/sessions/` {radio_type, related_object_id, custom_radio, config} (spec 01 section 7). */
export async function createRadioSession(
  client: HttpClient,
  request: RadioSessionRequest,
  options: CallOptions = {},
): Promise<Result<RadioSession>> {
  const json = {
    radio_type: request.radioType,
    related_object_id: request.relatedObjectId,
    custom_radio: request.customRadioId,
    config: request.config,
  };
  const result = await client.post('radios/sessions/', { json, schema: radioSessionSchema, ...options });
  return mapResult(result, (session) => ({
    id: session.id,
    radioType: session.radio_type,
    relatedObjectId:
      session.related_object_id === null || session.related_object_id === undefined
        ? null
        : String(session.related_object_id),
    customRadioId: session.custom_radio ?? null,
  }));
}

/**
 * `POST radios/tracks/` {session}: one more track. A radio that has run dry answers 404 "Radio
 * doesn't have more candidates", which comes back as the error kind `radio-exhausted`.
 */
export async function nextRadioTrack(
  client: HttpClient,
  session: number,
  options: CallOptions = {},
): Promise<Result<RadioTrack>> {
  const result = await client.post('radios/tracks/', { json: { session }, schema: radioTrackSchema, ...options });
  const answer = mapResult(result, (answer) => ({ position: answer.position ?? null, track: mapTrack(answer.track) }));
  if (!answer.ok || !needsSources(answer.data.track)) return answer;
  return withSources(client, answer.data, options);
}

/**
 * A 1.4 pod's `POST radios/tracks/` answers a track without its uploads (`uploads: []`,
 * `is_playable: false`): the audio must be looked up before it can play.
 */
export function needsSources(track: Track): boolean {
  return track.uploads.length === 0;
}

/**
 * The radio's track with the uploads of `GET tracks/{id}/`. A failure of that read fails the
 * answer (the radio retries it as any other failure); a track that has no upload there either
 * comes back as it is, for the player to call it a track with no sources.
 */
async function withSources(
  client: HttpClient,
  radioTrack: RadioTrack,
  options: CallOptions,
): Promise<Result<RadioTrack>> {
  const detail = await getTrack(client, radioTrack.track.id, options);
  if (!detail.ok) return detail;
  return {
    ok: true,
    status: detail.status,
    data: {
      ...radioTrack,
      track: { ...radioTrack.track, uploads: detail.data.uploads, isPlayable: detail.data.isPlayable },
    },
  };
}
