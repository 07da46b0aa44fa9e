// accounts22: the manage shapes of accounts and users (ENDPOINTS §13): the manage actor, the
// simple user nested in an account (a real pod's ManageUserSimpleSerializer: no permissions) and the
// full user of `manage/users/users/{id}/`. An account of another (simulated) pod is a users row with
// a remote_actors row; it has no user.

import { permissionsOf, type UserRow } from '../users';
import { remoteActorOf } from './remote';
import type { View } from './common';

/** The manage actor of a user, local or of another pod (a report's submitter, owner and assignee, a
 * note's author, an account), or null. */
export function manageActor(view: View, userId: number | null) {
  if (userId === null) return null;
  const actor = view.actor(userId);
  if (!actor) return null;
  const local = remoteActorOf(view.db, userId) === undefined;
  const origin = local ? view.origin : `https://${actor.domain}`;
  return {
    id: userId,
    url: actor.url ?? `${origin}/@${actor.preferred_username}`,
    fid: actor.fid,
    preferred_username: actor.preferred_username,
    full_username: actor.full_username,
    domain: actor.domain,
    name: actor.name,
    summary: actor.summary,
    type: actor.type,
    creation_date: actor.creation_date,
    last_fetch_date: actor.last_fetch_date,
    inbox_url: `${actor.fid}/inbox`,
    outbox_url: `${actor.fid}/outbox`,
    shared_inbox_url: `${origin}/federation/shared/inbox`,
    manually_approves_followers: actor.manually_approves_followers,
    is_local: local,
  };
}

/** The fields every manage view of a user has (a real pod's ManageUserSimpleSerializer, without the actor). */
export function manageUserFields(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    is_active: user.is_active === 1,
    is_staff: user.is_staff === 1,
    is_superuser: user.is_superuser === 1,
    date_joined: user.date_joined,
    last_activity: user.last_activity,
    privacy_level: user.privacy_level,
    upload_quota: user.upload_quota,
  };
}

/** The user nested in a manage account. */
export function manageUserSimple(view: View, user: UserRow) {
  return {
    ...manageUserFields(user),
    actor: manageActor(view, user.id),
    full_username: view.fullUsername(user),
  };
}

/** `manage/users/users/{id}/`. */
export function manageUser(view: View, user: UserRow) {
  return { ...manageUserSimple(view, user), permissions: permissionsOf(user) };
}

/** Whether a users row is an account of this pod (not an actor of another pod). */
export function isLocalUser(view: Pick<View, 'db'>, userId: number): boolean {
  return remoteActorOf(view.db, userId) === undefined;
}
