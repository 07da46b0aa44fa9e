import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserCheck, UserPlus, X } from '../icons';
import { useSession } from '../../db/session';
import { useActorFollow, useLibraryFollow } from '../../sync/follows';
import { setActorFollowed, setLibraryFollowed } from '../../sync/mutations';
import type { Actor } from '../../sync/core';
import { useFollowRejected } from '../../sync/libraries';
import { followState, libraryFollowState, FOLLOW_STATUS_KEY as STATUS_KEY } from './follow-state';

/**
 * Follow, unfollow or cancel the follow request of a library that is not the user's (spec 02, the
 * remote library card). Unfollowing asks first: it loses access to the library's content.
 */
export function LibraryFollowButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const follow = useLibraryFollow(uuid);
  const rejectedOnPod = useFollowRejected(uuid, follow === null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const unfollowRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      unfollowRef.current?.focus();
    }
  }, [confirming]);
  if (follow === undefined) return null;
  const state = libraryFollowState(follow, rejectedOnPod);
  const statusKey = STATUS_KEY[state];

  return (
    <div className="follow">
      {statusKey && <span className={`follow__status follow__status--${state}`}>{t(statusKey)}</span>}
      {state === 'none' && (
        <button type="button" className="button button--primary" onClick={() => void setLibraryFollowed(uuid, true)}>
          <UserPlus aria-hidden size={18} />
          {t('follow.follow')}
        </button>
      )}
      {/* A rejected follow stays on the pod, which refuses to delete it: nothing to cancel. */}
      {(state === 'unsent' || state === 'pending') && (
        <button type="button" className="button" onClick={() => void setLibraryFollowed(uuid, false)}>
          <X aria-hidden size={18} />
          {t('follow.cancelRequest')}
        </button>
      )}
      {state === 'following' && !confirming && (
        <button ref={unfollowRef} type="button" className="button" onClick={() => setConfirming(true)}>
          <UserCheck aria-hidden size={18} />
          {t('follow.unfollow')}
        </button>
      )}
      {state === 'following' && confirming && (
        <div className="follow__confirm" role="group" aria-labelledby="library-unfollow-question">
          <p id="library-unfollow-question">{t('follow.unfollowLibraryConfirm')}</p>
          <div className="toolbar">
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirming(false);
                void setLibraryFollowed(uuid, false);
              }}
            >
              {t('follow.unfollow')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                returnFocus.current = true;
                setConfirming(false);
              }}
            >
              {t('follow.keepFollowing')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Follow or unfollow an account (by its actor's fid); nothing for yourself or while anonymous.
 * `named`: the button shows the account's name too, where another Follow button (a library's) is near.
 */
export function ActorFollowButton({ actor, named = false }: { actor: Actor | null; named?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const fid = actor?.fid ?? null;
  const follow = useActorFollow(fid);
  const profile = session?.profile;
  if (!profile || !actor || fid === null || follow === undefined) return null;
  if (actor.fullUsername === profile.fullUsername) return null;
  const state = followState(follow);
  const statusKey = state === 'following' ? null : STATUS_KEY[state];
  const name = actor.fullUsername;
  return (
    <span className="follow follow--inline">
      {statusKey && <span className={`follow__status follow__status--${state}`}>{t(statusKey)}</span>}
      {state === 'none' ? (
        <button
          type="button"
          className="button button--small"
          aria-label={t('follow.followAccount', { name })}
          onClick={() => void setActorFollowed(fid, true)}
        >
          <UserPlus aria-hidden size={16} />
          {named ? t('follow.followAccount', { name }) : t('follow.follow')}
        </button>
      ) : state === 'following' ? (
        <button
          type="button"
          className="button button--small"
          aria-label={t('follow.unfollowAccount', { name })}
          onClick={() => void setActorFollowed(fid, false)}
        >
          <UserCheck aria-hidden size={16} />
          {named ? t('follow.unfollowAccount', { name }) : t('follow.unfollow')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--small"
          aria-label={t('follow.cancelRequestTo', { name })}
          onClick={() => void setActorFollowed(fid, false)}
        >
          <X aria-hidden size={16} />
          {named ? t('follow.cancelRequestTo', { name }) : t('follow.cancelRequest')}
        </button>
      )}
    </span>
  );
}
