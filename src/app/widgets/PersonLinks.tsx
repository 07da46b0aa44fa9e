import { Link } from 'react-router';
import type { Actor, Attachment, SimpleUser } from '../../sync/core';
import { Avatar } from './Avatar';
import { actorRoute, personName, userAvatarSeed, userRoute } from './people';
import './shared.css';

function urlsOf(attachment: Attachment | null | undefined) {
  return attachment ? { mediumSquareCrop: attachment.urls.mediumSquareCrop, original: attachment.urls.original } : null;
}

interface ActorLinkProps {
  actor: Pick<Actor, 'fullUsername' | 'preferredUsername' | 'name' | 'isLocal'> & { avatar?: Attachment | null };
  /** Links to the moderation account page (spec 02 section 6). */
  admin?: boolean;
  avatar?: boolean;
  /** Shows the full username rather than the display name. */
  full?: boolean;
}

/** An actor's name (cut to 30 characters) with its avatar, to the right profile route. */
export function ActorLink({ actor, admin = false, avatar = true, full = false }: ActorLinkProps) {
  const shown = full ? actor.fullUsername : actor.name || actor.preferredUsername || actor.fullUsername;
  const letterSource = actor.preferredUsername ?? actor.fullUsername;
  return (
    <Link to={actorRoute(actor, admin)} className="person-link" title={actor.fullUsername}>
      {avatar && <Avatar name={letterSource} seed={actor.fullUsername} urls={urlsOf(actor.avatar)} />}
      <span>{personName(shown)}</span>
    </Link>
  );
}

interface UserLinkProps {
  user: Pick<SimpleUser, 'id' | 'username' | 'avatar'>;
  admin?: boolean;
  avatar?: boolean;
  discrete?: boolean;
}

/** A user of this pod: avatar (or a letter on a colour from the username and id) and username. */
export function UserLink({ user, admin = false, avatar = true, discrete = false }: UserLinkProps) {
  return (
    <Link to={userRoute(user, admin)} className="person-link">
      {avatar && (
        <Avatar name={user.username} seed={userAvatarSeed(user)} urls={urlsOf(user.avatar)} discrete={discrete} />
      )}
      <span>{personName(user.username)}</span>
    </Link>
  );
}
