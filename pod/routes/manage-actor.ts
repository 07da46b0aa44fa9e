// The manage actor (ENDPOINTS §13) that the moderation answers show for people: a report's
// submitter, owner and assignee, a note's author.

import type { View } from '../serialize/common';

/** The manage actor of a user (local or of another pod) (ENDPOINTS §13), or null. */
export function manageActor(view: View, userId: number | null) {
  const actor = view.actor(userId);
  if (!actor || userId === null) return null;
  return {
    id: userId,
    url: `${view.origin}/@${actor.preferred_username}`,
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
    shared_inbox_url: `${view.origin}/federation/shared/inbox`,
    manually_approves_followers: actor.manually_approves_followers,
    is_local: actor.domain === view.host,
  };
}
