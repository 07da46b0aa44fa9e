// The events of the activity websocket that Shoal handles (spec 01 section 7), parsed defensively:
// a frame that is not JSON, not an object, of an unknown type or missing what its type needs is
// logged and dropped, never thrown. Listeners get every parsed event (`onLiveEvent`).

import { z } from '../../zod';
import { logger } from '../../logger';

const count = z.int();
const object = z.looseObject({});

const activity = <T extends 'Listen' | 'Like'>(type: T) =>
  z.looseObject({
    type: z.literal(type),
    id: z.string(),
    published: z.optional(z.string()),
    actor: z.looseObject({ local_id: z.string(), name: z.optional(z.string()) }),
    object: z.looseObject({ local_id: z.int(), name: z.optional(z.string()) }),
  });

const liveEventSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('inbox.item_added'), item: object }),
  z.looseObject({
    type: z.literal('import.status_updated'),
    old_status: z.optional(z.nullable(z.string())),
    new_status: z.string(),
    upload: z.looseObject({
      uuid: z.string(),
      import_date: z.optional(z.nullable(z.string())),
      import_details: z.optional(z.unknown()),
    }),
  }),
  z.looseObject({ type: z.literal('mutation.created'), mutation: object, pending_review_count: count }),
  z.looseObject({ type: z.literal('mutation.updated'), mutation: object, pending_review_count: count }),
  z.looseObject({ type: z.literal('report.created'), report: object, unresolved_count: count }),
  z.looseObject({ type: z.literal('user_request.created'), user_request: object, pending_count: count }),
  activity('Listen'),
  activity('Like'),
  z.looseObject({ type: z.literal('playlist.track_updated') }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

const KNOWN = new Set<string>(liveEventSchema.def.options.map((option) => String(option.shape.type.def.values[0])));

/** One websocket frame as an event, or null (logged) when it is not one Shoal handles. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') {
    logger.warn('Activity socket: a binary frame was ignored');
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    logger.warn('Activity socket: a frame that is not JSON was ignored');
    return null;
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !KNOWN.has(type)) {
    logger.debug(
      'Activity socket: an event of an unhandled type was ignored',
      typeof type === 'string' ? type : typeof value,
    );
    return null;
  }
  const parsed = liveEventSchema.safeParse(value);
  if (!parsed.success) {
    logger.warn(`Activity socket: a malformed ${type} event was ignored`, parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data;
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Every event of the activity socket, as it arrives (uploads, mirrors and counters listen). */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitLiveEvent(event: LiveEvent): void {
  for (const listener of listeners) {
    // One listener's bug must not keep the event from the others, nor kill the socket.
    try {
      listener(event);
    } catch (error) {
      logger.error(`A listener of ${event.type} failed`, error);
    }
  }
}
