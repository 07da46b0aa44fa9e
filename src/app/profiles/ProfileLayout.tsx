import { NavLink, Outlet, useMatch, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useKnownSession } from '../shell/known-session'; // d16
import { useProfile, type Profile } from '../../sync/profiles';
import { ActorFollowButton } from '../follows/FollowButtons';
import { NotFound } from '../shell/NotFound';
import { Avatar } from '../widgets/Avatar';
import { SkeletonHero } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { SafeHtml } from '../widgets/SafeHtml';
import { fullUsernameOf, instanceDomainOf, parseProfileHandle } from './handle';
import './profiles.css';
import { ReportButton } from '../reports/ReportButton'; // reports22

interface ProfileOutlet {
  profile: Profile;
  fullUsername: string;
  /** The signed-in user's own profile. */
  own: boolean;
}

/** What the profile's children (overview, activity, manageUploads) read of the page. */
export const useProfileOutlet = () => useOutletContext<ProfileOutlet>();

/**
 * `/@{username}` and `/@{username}@{domain}` (spec 01 section 2): a header (avatar, name, bio,
 * follow) and the tabs overview, activity and, on one's own profile, manageUploads. Any other first
 * segment of a path lands here too (the route is `:handle`) and is page-not-found.
 */
export function ProfileLayout() {
  const { handle: segment } = useParams();
  const session = useKnownSession();
  const handle = parseProfileHandle(segment);
  // The session row is still being read (only outside the shell now: known-session.tsx): a skeleton,
  // never a flash of page-not-found, whose title the sweep once caught on /@demo/activity.
  if (session === undefined && handle !== null) {
    return (
      <div className="page profile">
        <SkeletonHero />
      </div>
    );
  }
  const domain = instanceDomainOf(session?.instanceUrl ?? null);
  if (handle === null || domain === null) return <NotFound />;
  return <ProfilePage fullUsername={fullUsernameOf(handle, domain)} base={`/${segment}`} />;
}

function ProfilePage({ fullUsername, base }: { fullUsername: string; base: string }) {
  const { t } = useTranslation();
  const session = useKnownSession();
  const query = useProfile(fullUsername);
  const me = session?.profile ?? null;
  const own = me !== null && me.fullUsername.toLowerCase() === fullUsername.toLowerCase();
  // Following accounts is 2.0's: a 1.4 pod has no such endpoint (real-1.4/NOTES), so no button there.
  const canFollowAccounts = !(session?.apiBase ?? '').endsWith('/api/v1/');
  // sw25: someone else's manageUploads (or anyone's, signed out) is page-not-found as a whole screen:
  // inside the profile it made a second h1 under the profile's own.
  const manageUploads = useMatch('/:handle/manageUploads') !== null;
  if (manageUploads && session !== undefined && !own) return <NotFound />;
  return (
    <div className="page profile">
      <QueryState query={query} loading={<SkeletonHero />}>
        {(profile) => {
          const name = profile.actor.name || profile.actor.preferredUsername || fullUsername;
          const icon = profile.icon?.urls;
          return (
            <>
              <header className="profile__header">
                <Avatar
                  name={profile.actor.preferredUsername ?? fullUsername}
                  seed={profile.actor.fullUsername}
                  urls={icon ? { mediumSquareCrop: icon.mediumSquareCrop, original: icon.original } : null}
                  size={96}
                />
                <div className="profile__identity">
                  <span className="hero__kind">{t('profiles.kind')}</span>
                  <h1>{name}</h1>
                  <p className="muted profile__handle">@{profile.actor.fullUsername}</p>
                  {profile.summary?.html ? (
                    <SafeHtml html={profile.summary.html} className="profile__bio" />
                  ) : (
                    own && <p className="muted">{t('profiles.noBio')}</p>
                  )}
                </div>
                {!own && canFollowAccounts && <ActorFollowButton actor={profile.actor} />}
                {!own && (
                  <ReportButton
                    target={{ type: 'account', fullUsername: profile.actor.fullUsername }}
                    name={`@${profile.actor.fullUsername}`}
                    isLocal={profile.actor.isLocal}
                    fid={profile.actor.fid}
                  />
                )}
              </header>
              <nav className="tabs" aria-label={t('profiles.tabs')}>
                <NavLink end to={base}>
                  {t('profiles.overview')}
                </NavLink>
                <NavLink to={`${base}/activity`}>{t('profiles.activity')}</NavLink>
                {own && <NavLink to={`${base}/manageUploads`}>{t('profiles.manageUploads')}</NavLink>}
              </nav>
              <Outlet context={{ profile, fullUsername, own } satisfies ProfileOutlet} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
