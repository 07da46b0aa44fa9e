// Actor and user links (spec 02 sections 2 and 9): the route of each mode, names cut to 30
// characters, and the avatar's fallbacks down to a coloured circle with a letter.

import { truncate } from '../format/truncate';

/** Spec 02 section 9: actor link names are truncated to 30 characters. */
const PERSON_NAME_MAX = 30;

interface ActorRef {
  fullUsername: string;
  preferredUsername: string | null;
  isLocal: boolean;
}

/** profile.overview (`/@name`) for a local actor, profile.full.overview (`/@name@domain`) for a remote one; the moderation account in admin mode. */
export function actorRoute(actor: ActorRef, admin = false): string {
  if (admin) return `/manage/moderation/accounts/${encodeURIComponent(actor.fullUsername)}`;
  const name = actor.isLocal
    ? (actor.preferredUsername ?? actor.fullUsername.split('@')[0] ?? actor.fullUsername)
    : actor.fullUsername;
  return `/@${name}`;
}

/** A user's profile, or the user in the administration in admin mode. */
export function userRoute(user: { id: number; username: string }, admin = false): string {
  return admin ? `/manage/users/users/${user.id}` : `/@${user.username}`;
}

export function personName(name: string): string {
  return truncate(name, PERSON_NAME_MAX);
}

/** The Java string hash the original client uses: the same name always gets the same colour. */
export function hashCode(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return hash;
}

/**
 * The circle's colour for a seed: a hue from the hash, light enough that the dark letter on it keeps
 * a contrast above 4.5:1 in both themes.
 */
export function avatarColor(seed: string): string {
  const hue = ((hashCode(seed) % 360) + 360) % 360;
  return `hsl(${hue} 60% 80%)`;
}

/** Users: the username joined with the id. */
export function userAvatarSeed(user: { username: string; id: number }): string {
  return `${user.username}${user.id}`;
}

/** The first letter (a whole character, upper case), or '?' for an empty name. */
export function initialOf(name: string): string {
  const first = Array.from(name.replace(/^@/, '').trim())[0];
  return first === undefined ? '?' : first.toLocaleUpperCase();
}

/** The images to try, in order: the small one, then the medium square crop (spec 02 section 8). */
export function avatarCandidates(
  urls: { small?: string | null; mediumSquareCrop?: string | null; original?: string | null } | null,
): string[] {
  if (!urls) return [];
  const list = [urls.small, urls.mediumSquareCrop, urls.original].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
  return [...new Set(list)];
}
