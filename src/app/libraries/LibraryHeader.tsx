import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Shield, Upload } from '../icons';
import { useKnownSession } from '../shell/known-session'; // d16
import type { Library } from '../../sync/libraries';
import { ActorFollowButton, LibraryFollowButton } from '../follows/FollowButtons';
import { actorRoute } from '../widgets/people';
import { SharingLink } from './SharingLink';
import { VisibilityLabel } from './VisibilityLabel';
import { ReportButton } from '../reports/ReportButton'; // reports22

/** Whether the signed-in user owns the library. */
export function useOwnsLibrary(library: Library | undefined): boolean {
  const profile = useKnownSession()?.profile ?? null;
  return Boolean(profile && library?.actor && library.actor.fullUsername === profile.fullUsername);
}

/**
 * The library page's header (spec 02, library detail): name, owner, visibility, 'View on {domain}'
 * for another pod's library, the moderation link (library permission only), the sharing link, and
 * Edit and Upload for the owner, or the follow button for anyone else signed in.
 */
export function LibraryHeader({ library }: { library: Library }) {
  const { t } = useTranslation();
  const profile = useKnownSession()?.profile ?? null;
  const owner = useOwnsLibrary(library);
  const actor = library.actor;
  const base = `/library/${library.uuid}`;
  return (
    <header className="page-header library-header">
      <div className="library-header__main">
        <span className="hero__kind">{t('libraryDetail.kind')}</span>
        <h1>{library.name}</h1>
        {library.description && <p className="muted">{library.description}</p>}
        <p className="library-header__facts">
          {actor && (
            <Link to={actorRoute(actor)}>
              {t('libraries.page.ownedBy', {
                // Another pod's account is named with its domain, as everywhere else.
                username: library.isLocal ? (actor.preferredUsername ?? actor.fullUsername) : actor.fullUsername,
              })}
            </Link>
          )}
          {/* Following the owner, as the library page always offered (spec 02: follows of accounts). */}
          {!owner && <ActorFollowButton actor={actor} named />}
          <VisibilityLabel level={library.privacyLevel} />
          {!library.isLocal && actor?.domain && library.fid && (
            <a href={library.fid} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden size={14} />
              {t('libraries.page.viewOn', { domain: actor.domain })}
            </a>
          )}
          {profile?.permissions.library && (
            <Link to={`/manage/library/libraries/${library.uuid}`}>
              <Shield aria-hidden size={14} />
              {t('libraries.page.moderation')}
            </Link>
          )}
        </p>
        <SharingLink fid={library.fid} />
      </div>
      <div className="toolbar">
        {owner ? (
          <>
            <Link className="button" to={`${base}/edit`}>
              <Pencil aria-hidden size={18} />
              {t('libraries.page.edit')}
            </Link>
            <Link className="button button--primary" to={`${base}/upload`}>
              <Upload aria-hidden size={18} />
              {t('libraries.page.upload')}
            </Link>
          </>
        ) : (
          profile && <LibraryFollowButton uuid={library.uuid} />
        )}
        {!owner && (
          <ReportButton
            target={{ type: 'library', uuid: library.uuid }}
            name={library.name}
            isLocal={library.isLocal}
            fid={library.fid}
          />
        )}
      </div>
    </header>
  );
}
