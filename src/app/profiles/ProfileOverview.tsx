import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil } from '../icons';
import { useChannels } from '../../sync/channels';
import { useProfileLibraries } from '../../sync/profiles';
import { ChannelCard, SkeletonGrid } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { ProfileEditForm } from './ProfileEditForm';
import { useProfileOutlet } from './ProfileLayout';

const VISIBILITY: Record<string, string> = {
  me: 'libraryDetail.private',
  instance: 'libraryDetail.restricted',
  everyone: 'libraryDetail.public',
};

/** The overview: the account's channels and libraries; on one's own profile, the edit form. */
export function ProfileOverview() {
  const { t } = useTranslation();
  const { profile, fullUsername, own } = useProfileOutlet();
  const [editing, setEditing] = useState(false);
  const scope = `actor:${fullUsername}` as const;
  const channels = useChannels({ scope, page_size: 30 });
  const libraries = useProfileLibraries(fullUsername, { page_size: 50 });
  return (
    <>
      {own &&
        (editing ? (
          <ProfileEditForm profile={profile} fullUsername={fullUsername} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            {t('profiles.edit')}
          </button>
        ))}
      <section className="profile__section" aria-labelledby="profile-channels">
        <h2 id="profile-channels">{t('profiles.channels')}</h2>
        <QueryState
          query={channels}
          loading={<SkeletonGrid count={3} />}
          isEmpty={(page) => page.results.length === 0}
          empty={t('profiles.noChannels')}
        >
          {(page) => (
            <ul className="card-grid" aria-label={t('profiles.channels')}>
              {page.results.map((channel) => (
                <ChannelCard key={channel.uuid} channel={channel} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className="profile__section" aria-labelledby="profile-libraries">
        <h2 id="profile-libraries">{t('profiles.libraries')}</h2>
        <QueryState
          query={libraries}
          loading={null}
          isEmpty={(page) => page.results.length === 0}
          empty={t('profiles.noLibraries')}
        >
          {(page) => (
            <ul className="profile-libraries" aria-label={t('profiles.libraries')}>
              {page.results.map((library) => (
                <li key={library.uuid}>
                  <Link to={`/library/${library.uuid}`}>{library.name}</Link>
                  <span className="muted">
                    {t('profiles.libraryTracks', { count: library.uploadsCount ?? 0 })}
                    {' · '}
                    {t(VISIBILITY[library.privacyLevel ?? ''] ?? 'libraryDetail.unknown')}
                  </span>
                  {library.description && <span className="muted">{library.description}</span>}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
