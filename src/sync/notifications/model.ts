// notif21: an inbox item as the notifications screen shows it: who did what on which library. A real
// pod's inbox holds only Follow and Accept activities (ENDPOINTS §10); anything else reads as 'other'.

import { mapActor, orNull, type Actor } from '../core/model';
import type { ApiInboxItem } from './schema';

export type InboxItemKind =
  /** Someone follows (or asks to, while the follow is not approved yet) one of the user's libraries. */
  | 'libraryFollow'
  /** The owner of a library accepted the user's follow of it. */
  | 'libraryFollowAccepted'
  /** Someone follows the user's account. */
  | 'userFollow'
  | 'other';

export interface InboxItem {
  id: number;
  isRead: boolean;
  kind: InboxItemKind;
  actor: Actor | null;
  library: { uuid: string; name: string } | null;
  /** The library follow the item is about: Accept and Reject act on it while `approved` is null. */
  follow: { uuid: string; approved: boolean | null } | null;
  date: string | null;
}

type Ref = ApiInboxItem['activity']['object'];

const libraryOf = (ref: Ref) =>
  ref?.type === 'music.Library' && ref.uuid ? { uuid: ref.uuid, name: ref.name ?? ref.uuid } : null;
const followOf = (ref: Ref) =>
  ref?.type === 'federation.LibraryFollow' && ref.uuid ? { uuid: ref.uuid, approved: ref.approved ?? null } : null;

export function mapInboxItem(item: ApiInboxItem): InboxItem {
  const { activity } = item;
  const base = {
    id: item.id,
    isRead: item.is_read,
    actor: mapActor(activity.actor),
    date: orNull(activity.creation_date),
  };
  const object = activity.object;
  const related = activity.related_object;
  if (activity.type === 'Follow' && libraryOf(object)) {
    return { ...base, kind: 'libraryFollow', library: libraryOf(object), follow: followOf(related) };
  }
  if (activity.type === 'Accept' && followOf(object)) {
    return { ...base, kind: 'libraryFollowAccepted', library: libraryOf(related), follow: followOf(object) };
  }
  if (activity.type === 'Follow' && object?.type === 'federation.Actor') {
    return { ...base, kind: 'userFollow', library: null, follow: null };
  }
  return { ...base, kind: 'other', library: null, follow: null };
}

/** What a pending follow request still needs: the owner's Accept or Reject. */
export const isPendingRequest = (item: InboxItem) =>
  item.kind === 'libraryFollow' && item.follow !== null && item.follow.approved === null;
