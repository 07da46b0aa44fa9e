import type { ApiFullActor } from './schema';
import {
  mapActor,
  mapAttachment,
  mapContent,
  mapSimpleUser,
  orNull,
  type Actor,
  type Attachment,
  type Content,
  type SimpleUser,
} from '../core/model';

/** Someone's profile: the actor, its bio and avatar, and the account behind it when there is one. */
export interface Profile {
  actor: Actor;
  /** The bio: rich text, or null when there is none. */
  summary: Content | null;
  /** The avatar. */
  icon: Attachment | null;
  isChannel: boolean;
  user: SimpleUser | null;
  creationDate: string | null;
}

export function mapProfile(actor: ApiFullActor): Profile {
  return {
    actor: mapActor(actor)!,
    summary: mapContent(actor.summary),
    icon: mapAttachment(actor.icon),
    isChannel: actor.is_channel ?? false,
    user: mapSimpleUser(actor.user),
    creationDate: orNull(actor.creation_date),
  };
}

/** What the edit form sends: only the fields given change; a null avatar removes it. */
export interface ProfileChanges {
  name?: string;
  /** Markdown; an empty text removes the bio. */
  bio?: string;
  /** An attachment uuid (from `uploadAvatar`), or null to remove the avatar. */
  avatar?: string | null;
}
