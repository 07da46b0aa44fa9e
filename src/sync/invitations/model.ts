// users23: what the invitations tab reads: the code, its share link, dates, owner, who used it, and
// the status the spec names (open, used, expired).

import type { ApiInvitation } from './schema';

export type InvitationStatus = 'open' | 'used' | 'expired';

export interface Invitation {
  id: number;
  code: string;
  /** The owner's username (null if the pod sent none). */
  owner: string | null;
  /** The usernames of those who signed up with it. */
  users: string[];
  creationDate: string;
  expirationDate: string;
}

export function mapInvitation(invitation: ApiInvitation): Invitation {
  return {
    id: invitation.id,
    code: invitation.code,
    owner: invitation.owner?.username ?? null,
    users: invitation.users.map((user) => user.username),
    creationDate: invitation.creation_date,
    expirationDate: invitation.expiration_date,
  };
}

/**
 * Used once someone signed up with it (whatever its date), else expired from its expiration date on,
 * else open: the pod's `is_open` rule (no user and an expiration date still ahead).
 */
export function invitationStatus(
  invitation: Pick<Invitation, 'users' | 'expirationDate'>,
  now: number = Date.now(),
): InvitationStatus {
  if (invitation.users.length > 0) return 'used';
  const expires = Date.parse(invitation.expirationDate);
  return Number.isNaN(expires) || expires <= now ? 'expired' : 'open';
}

/** The sign-up link to share: this app's own `/signup?invitation={code}`, absolute. */
export function invitationLink(origin: string, code: string): string {
  const url = new URL('/signup', origin);
  url.searchParams.set('invitation', code);
  return url.toString();
}

/** What the create form sends: a blank code asks the pod for a random one (the field is left out). */
export function invitationBody(code: string): { code?: string } {
  const trimmed = code.trim();
  return trimmed === '' ? {} : { code: trimmed };
}

/** The pod's limit on a code (the model's max_length). */
export const INVITATION_CODE_MAX = 50;
