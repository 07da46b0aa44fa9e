import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE_ACTIVITY_PAGE_SIZE, useProfileListenings } from '../../sync/profiles';
import { SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { useProfileOutlet } from './ProfileLayout';

export function ProfileActivity() {
  const { t } = useTranslation();
  const { fullUsername } = useProfileOutlet();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // Spec 01 section 7: `history/listenings` by `scope=actor:{full username}`, newest first, 25 a page.
  const listenings = useProfileListenings(fullUsername, page);
  return (
    <section className="profile__section" aria-labelledby="profile-activity">
      <h2 id="profile-activity">{t('profiles.recentlyListened')}</h2>
      <QueryState
        query={listenings}
        loading={<SkeletonRows count={5} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('profiles.noListenings')}
      >
        {(data) => (
          <>
            <ol className="profile-listenings" aria-label={t('profiles.recentlyListened')}>
              {data.results.map((listening) => (
                <li key={listening.id}>
                  <span>
                    <Link to={`/library/tracks/${listening.track.id}`}>{listening.track.title}</Link>
                    <span className="muted">
                      {' · '}
                      {listening.track.artistCredit.map((credit) => credit.credit + credit.joinphrase).join('')}
                    </span>
                  </span>
                  {listening.creationDate && (
                    <span className="muted">
                      <RelativeTime date={listening.creationDate} />
                    </span>
                  )}
                </li>
              ))}
            </ol>
            <Pagination page={page} pageSize={PROFILE_ACTIVITY_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
    </section>
  );
}
