import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import type { Library } from '../../sync/libraries';
import { useAlbums, useTracks } from '../../sync/catalogue';
import { useLibrary } from '../../sync/libraries';
import { formatSize } from '../format/size';
import { isUuid } from '../routing/patterns';
import { NotFound } from '../shell/NotFound';
import { AlbumCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { ActorFollowButton, LibraryFollowButton } from '../follows/FollowButtons';
import { QueryState } from '../widgets/QueryState';
import { TrackList } from './TrackList';
import { useBrowseParams } from './useBrowseParams';
import { LibraryFiles } from '../upload/LibraryFiles';

type Tab = 'overview' | 'albums' | 'tracks';
const PAGE_SIZE = 30;

/** A library by its UUID (spec 01 section 2): anything that is not 8-4-4-4-12 hex is page-not-found. */
export function LibraryDetail({ tab }: { tab: Tab }) {
  const { uuid } = useParams();
  return isUuid(uuid) ? <LibraryPage uuid={uuid} tab={tab} /> : <NotFound />;
}

const VISIBILITY: Record<string, string> = {
  me: 'libraryDetail.private',
  instance: 'libraryDetail.restricted',
  everyone: 'libraryDetail.public',
};

function Overview({ library }: { library: Library }) {
  const { t } = useTranslation();
  return (
    <dl className="details">
      <div className="details__row">
        <dt>{t('libraryDetail.owner')}</dt>
        <dd className="details__actor">
          <span>{library.actor?.fullUsername ?? '—'}</span>
          <ActorFollowButton actor={library.actor} />
        </dd>
      </div>
      <div className="details__row">
        <dt>{t('libraryDetail.visibility')}</dt>
        <dd>{t(VISIBILITY[library.privacyLevel ?? ''] ?? 'libraryDetail.unknown')}</dd>
      </div>
      <div className="details__row">
        <dt>{t('libraryDetail.tracks')}</dt>
        <dd>{library.uploadsCount ?? '—'}</dd>
      </div>
      {library.size !== null && (
        <div className="details__row">
          <dt>{t('detail.size')}</dt>
          <dd>{formatSize(library.size)}</dd>
        </div>
      )}
    </dl>
  );
}

function LibraryAlbums({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [params] = useBrowseParams({ ordering: '-creation_date', pageSize: PAGE_SIZE });
  const albums = useAlbums({ library: uuid, page: params.page, page_size: PAGE_SIZE, ordering: params.ordering });
  return (
    <QueryState
      query={albums}
      loading={<SkeletonGrid count={6} />}
      isEmpty={(page) => page.results.length === 0}
      empty={t('libraryDetail.empty')}
    >
      {(page) => (
        <>
          <ul className="card-grid" aria-label={t('detail.albums')}>
            {page.results.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </ul>
          <Pagination page={params.page} pageSize={PAGE_SIZE} count={page.count} />
        </>
      )}
    </QueryState>
  );
}

function LibraryTracks({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [params] = useBrowseParams({ ordering: '-creation_date', pageSize: PAGE_SIZE });
  const tracks = useTracks({ library: uuid, page: params.page, page_size: PAGE_SIZE, ordering: params.ordering });
  return (
    <QueryState
      query={tracks}
      loading={null}
      isEmpty={(page) => page.results.length === 0}
      empty={t('libraryDetail.empty')}
    >
      {(page) => (
        <>
          <TrackList tracks={page.results} label={t('detail.tracks')} />
          <Pagination page={params.page} pageSize={PAGE_SIZE} count={page.count} />
        </>
      )}
    </QueryState>
  );
}

function LibraryPage({ uuid, tab }: { uuid: string; tab: Tab }) {
  const { t } = useTranslation();
  const library = useLibrary(uuid);
  const profile = useSession()?.profile ?? null;
  const base = `/library/${uuid}`;
  return (
    <div className="page">
      <QueryState query={library} loading={<SkeletonGrid count={1} />}>
        {(data) => (
          <>
            <header className="page-header">
              <div>
                <span className="hero__kind">{t('libraryDetail.kind')}</span>
                <h1>{data.name}</h1>
                {data.description && <p className="muted">{data.description}</p>}
              </div>
              {/* Spec 02, remote library card: follow, unfollow, cancel a request; not for your own. */}
              {profile && data.actor?.fullUsername !== profile.fullUsername && <LibraryFollowButton uuid={data.uuid} />}
            </header>
            <nav className="tabs" aria-label={t('libraryDetail.tabs')}>
              <NavLink end to={base}>
                {t('libraryDetail.overview')}
              </NavLink>
              <NavLink to={`${base}/albums`}>{t('detail.albums')}</NavLink>
              <NavLink to={`${base}/tracks`}>{t('detail.tracks')}</NavLink>
            </nav>
            {tab === 'overview' && <Overview library={data} />}
            {/* Spec 02: the library files table, for the library's owner. */}
            {tab === 'overview' && profile && data.actor?.fullUsername === profile.fullUsername && (
              <LibraryFiles library={data.uuid} />
            )}
          </>
        )}
      </QueryState>
      {tab === 'albums' && <LibraryAlbums uuid={uuid} />}
      {tab === 'tracks' && <LibraryTracks uuid={uuid} />}
    </div>
  );
}
