// Follows (of libraries and of users), channel subscriptions and inbox items (ENDPOINTS §9, §10).
// Absolute URLs follow the request's origin: stored activity payloads hold ORIGIN in their place.

import type { UserRow } from '../users';
import { serializeChannels } from './channels';
import { idList, type View } from './common';
import { serializeFederationLibraries } from './libraries';

export interface LibraryFollowRow {
  uuid: string;
  user_id: number;
  library_uuid: string;
  approved: number | null;
  creation_date: string;
  modification_date: string;
}

export interface UserFollowRow {
  uuid: string;
  user_id: number;
  target_id: number;
  approved: number | null;
  creation_date: string;
}

interface SubscriptionRow {
  uuid: string;
  user_id: number;
  channel_uuid: string;
  creation_date: string;
}

/** The kinds of objects an inbox activity refers to (a real pod's generic relations). */
export type InboxRefType = 'music.Library' | 'federation.LibraryFollow' | 'federation.Follow' | 'federation.Actor';

interface InboxItemRow {
  id: number;
  user_id: number;
  is_read: number;
  activity_uuid: string;
  activity_type: 'Follow' | 'Accept';
  actor_id: number;
  /** The activity's id (its fid) and ActivityPub payload, with ORIGIN for the pod's origin. */
  activity_fid: string;
  payload: string;
  object_type: InboxRefType;
  /** A uuid, or a user id for `federation.Actor`. */
  object_ref: string;
  related_type: InboxRefType | null;
  related_ref: string | null;
  creation_date: string;
}

/** Stands for `http(s)://host` in stored fids and payloads. */
export const ORIGIN = '{origin}';

export const approvedOf = (value: number | null) => (value === null ? null : value === 1);

/** The fid of a follow: its actor's fid, `#follows/` and its uuid (as a real pod writes it). */
export const followFid = (actorFid: string, uuid: string) => `${actorFid}#follows/${uuid}`;

/** A local user's actor fid, written with ORIGIN (for stored payloads) or a real origin. */
export const userFid = (origin: string, username: string) => `${origin}/federation/actors/${username}`;

function byKey<T, K extends keyof T>(rows: T[], key: K): Map<T[K], T> {
  return new Map(rows.map((row) => [row[key], row]));
}

function rowsIn<T>(view: View, sql: string, keys: readonly (string | number)[]): T[] {
  return view.db.prepare(sql).all(idList(keys)) as T[];
}

/** `{creation_date, actor, uuid, target (federation Library), approved}`, in the order of `uuids`. */
export function serializeLibraryFollows(view: View, uuids: readonly string[]) {
  const follows = byKey(
    rowsIn<LibraryFollowRow>(
      view,
      'SELECT * FROM library_follows WHERE uuid IN (SELECT value FROM json_each(?))',
      uuids,
    ),
    'uuid',
  );
  const libraries = new Map(
    serializeFederationLibraries(view, [...new Set([...follows.values()].map((follow) => follow.library_uuid))]).map(
      (library) => [library.uuid, library],
    ),
  );
  return uuids.flatMap((uuid) => {
    const follow = follows.get(uuid);
    const target = follow && libraries.get(follow.library_uuid);
    if (!follow || !target) return [];
    return [
      {
        creation_date: follow.creation_date,
        actor: view.actor(follow.user_id),
        uuid: follow.uuid,
        target,
        approved: approvedOf(follow.approved),
      },
    ];
  });
}

/** `{uuid, actor (the follower), target (the followed actor), approved, creation_date}` (no sample in the reference file). */
export function serializeUserFollows(view: View, uuids: readonly string[]) {
  const follows = byKey(
    rowsIn<UserFollowRow>(view, 'SELECT * FROM user_follows WHERE uuid IN (SELECT value FROM json_each(?))', uuids),
    'uuid',
  );
  return uuids.flatMap((uuid) => {
    const follow = follows.get(uuid);
    if (!follow) return [];
    return [
      {
        uuid: follow.uuid,
        actor: view.actor(follow.user_id),
        target: view.actor(follow.target_id),
        approved: approvedOf(follow.approved),
        creation_date: follow.creation_date,
      },
    ];
  });
}

/** Subscription: `{approved, fid, uuid, creation_date, channel (Channel, list shape)}`. */
export function serializeSubscriptions(view: View, uuids: readonly string[]) {
  const subscriptions = byKey(
    rowsIn<SubscriptionRow>(view, 'SELECT * FROM subscriptions WHERE uuid IN (SELECT value FROM json_each(?))', uuids),
    'uuid',
  );
  const channels = new Map(
    serializeChannels(view, [...new Set([...subscriptions.values()].map((s) => s.channel_uuid))], {
      detail: false,
    }).map((channel) => [channel.uuid, channel]),
  );
  return uuids.flatMap((uuid) => {
    const subscription = subscriptions.get(uuid);
    const channel = subscription && channels.get(subscription.channel_uuid);
    const actor = subscription && view.actor(subscription.user_id);
    if (!subscription || !channel || !actor) return [];
    return [
      {
        approved: true,
        fid: followFid(actor.fid, subscription.uuid),
        uuid: subscription.uuid,
        creation_date: subscription.creation_date,
        channel,
      },
    ];
  });
}

/** A reference to what an activity is about, or null when the object is gone (as a real pod's dangling generic relation). */
function serializeRef(view: View, type: InboxRefType | null, ref: string | null) {
  if (type === null || ref === null) return null;
  switch (type) {
    case 'music.Library': {
      const library = view.db.prepare('SELECT uuid, name FROM libraries WHERE uuid = ?').get(ref) as
        { uuid: string; name: string } | undefined;
      return library ? { type, uuid: library.uuid, name: library.name } : null;
    }
    case 'federation.LibraryFollow': {
      const follow = view.db.prepare('SELECT uuid, approved FROM library_follows WHERE uuid = ?').get(ref) as
        Pick<LibraryFollowRow, 'uuid' | 'approved'> | undefined;
      return follow ? { type, uuid: follow.uuid, approved: approvedOf(follow.approved) } : null;
    }
    case 'federation.Follow': {
      const follow = view.db.prepare('SELECT uuid FROM user_follows WHERE uuid = ?').get(ref) as
        { uuid: string } | undefined;
      return follow ? { type, uuid: follow.uuid } : null;
    }
    case 'federation.Actor': {
      const user = view.db.prepare('SELECT * FROM users WHERE id = ?').get(Number(ref)) as UserRow | undefined;
      return user ? { type, full_username: view.fullUsername(user) } : null;
    }
  }
}

/** Replaces ORIGIN in stored text by the request's origin. */
function withOrigin(view: View, text: string): string {
  return text.split(ORIGIN).join(view.origin);
}

/** Inbox items `{id, type: "to", activity{...}, is_read}`, in the order of `ids`. */
export function serializeInboxItems(view: View, ids: readonly number[]) {
  const items = byKey(
    rowsIn<InboxItemRow>(view, 'SELECT * FROM inbox_items WHERE id IN (SELECT value FROM json_each(?))', ids),
    'id',
  );
  return ids.flatMap((id) => {
    const item = items.get(id);
    if (!item) return [];
    return [
      {
        id: item.id,
        type: 'to',
        activity: {
          uuid: item.activity_uuid,
          fid: withOrigin(view, item.activity_fid),
          actor: view.actor(item.actor_id),
          payload: JSON.parse(withOrigin(view, item.payload)) as Record<string, unknown>,
          object: serializeRef(view, item.object_type, item.object_ref),
          target: null,
          related_object: serializeRef(view, item.related_type, item.related_ref),
          creation_date: item.creation_date,
          type: item.activity_type,
        },
        is_read: item.is_read === 1,
      },
    ];
  });
}
