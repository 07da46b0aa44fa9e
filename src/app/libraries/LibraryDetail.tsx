import { lazy, Suspense } from 'react';
import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Library } from '../../sync/libraries';
import { useAlbums, useArtists, useTracks } from '../../sync/catalogue';
import { useLibrary } from '../../sync/libraries';
import { formatSize } from '../format/size';
import { isUuid } from '../routing/patterns';
import { NotFound } from '../shell/NotFound';
import { AlbumCard, ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { TrackList } from '../library/TrackList';
import { useBrowseParams } from '../library/useBrowseParams';
import { LibraryFiles } from '../upload/LibraryFiles';
import { ServerImportPanel } from '../fs-import/ServerImportPanel';
import { FollowersTable } from './FollowersTable';
import { LibraryForm } from './LibraryForm';
import { LibraryHeader, useOwnsLibrary } from './LibraryHeader';
import { VisibilityLabel } from './VisibilityLabel';
import './libraries.css';

export type LibraryTab = 'overview' | 'albums' | 'tracks' | 'edit' | 'upload';
const PAGE_SIZE = 30;

// The upload tab needs the uploader, a chunk of its own started on demand (as the upload screens do).
const LibraryUpload = lazy(async () => ({ default: (await import('./LibraryUpload')).LibraryUpload }));

/** A library by its UUID (spec 01 section 2): anything that is not 8-4-4-4-12 hex is page-not-found. */
export function LibraryDetail({ tab }: { tab: LibraryTab }) {
  const { uuid } = useParams();
  return isUuid(uuid) ? <LibraryPage uuid={uuid} tab={tab} /> : <NotFound />;
}

/** Spec 02: the owner is told to upload, anyone else that a follow may be needed. */
function useEmptyText(library: Library | undefined): string {
  const { t } = useTranslation();
  return useOwnsLibrary(library) ? t('libraries.page.emptyOwner') : t('libraries.page.emptyOther');
}

function Overview({ library }: { library: Library }) {
  const { t } = useTranslation();
  const empty = useEmptyText(library);
  // Spec 02's Artists tab: the overview's list of the library's artists.
  const artists = useArtists({ library: library.uuid, page_size: PAGE_SIZE });
  return (
    <>
      <dl className="details">
        <div className="details__row">
          <dt>{t('libraryDetail.visibility')}</dt>
          <dd>
            <VisibilityLabel level={library.privacyLevel} />
          </dd>
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
      <section className="section" aria-labelledby="library-artists">
        <h2 id="library-artists">{t('detail.artists')}</h2>
        <QueryState
          query={artists}
          loading={<SkeletonGrid count={4} />}
          isEmpty={(page) => page.results.length === 0}
          empty={empty}
        >
          {(page) => (
            <ul className="card-grid" aria-label={t('detail.artists')}>
              {page.results.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}

function LibraryAlbums({ library }: { library: Library }) {
  const { t } = useTranslation();
  const empty = useEmptyText(library);
  const [params] = useBrowseParams({ ordering: '-creation_date', pageSize: PAGE_SIZE });
  const albums = useAlbums({
    library: library.uuid,
    page: params.page,
    page_size: PAGE_SIZE,
    ordering: params.ordering,
  });
  return (
    <QueryState
      query={albums}
      loading={<SkeletonGrid count={6} />}
      isEmpty={(page) => page.results.length === 0}
      empty={empty}
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

function LibraryTracks({ library }: { library: Library }) {
  const { t } = useTranslation();
  const empty = useEmptyText(library);
  const [params] = useBrowseParams({ ordering: '-creation_date', pageSize: PAGE_SIZE });
  const tracks = useTracks({
    library: library.uuid,
    page: params.page,
    page_size: PAGE_SIZE,
    ordering: params.ordering,
  });
  return (
    <QueryState query={tracks} loading={null} isEmpty={(page) => page.results.length === 0} empty={empty}>
      {(page) => (
        <>
          <TrackList tracks={page.results} label={t('detail.tracks')} />
          <Pagination page={params.page} pageSize={PAGE_SIZE} count={page.count} />
        </>
      )}
    </QueryState>
  );
}

/** Spec 02, library edit: the form, the followers, the library's contents (the files table). */
function LibraryEdit({ library }: { library: Library }) {
  return (
    <>
      <LibraryForm key={library.uuid} library={library} />
      <FollowersTable library={library.uuid} />
      <LibraryFiles library={library.uuid} />
    </>
  );
}

function LibraryPage({ uuid, tab }: { uuid: string; tab: LibraryTab }) {
  const { t } = useTranslation();
  const library = useLibrary(uuid);
  const owner = useOwnsLibrary(library.data);
  const base = `/library/${uuid}`;
  // The edit and upload tabs are the owner's; anyone else gets the overview.
  const shown = !owner && (tab === 'edit' || tab === 'upload') ? 'overview' : tab;
  return (
    <div className="page">
      <QueryState query={library} loading={<SkeletonGrid count={1} />}>
        {(data) => (
          <>
            <LibraryHeader library={data} />
            <nav className="tabs" aria-label={t('libraryDetail.tabs')}>
              <NavLink end to={base}>
                {t('libraryDetail.overview')}
              </NavLink>
              <NavLink to={`${base}/albums`}>{t('detail.albums')}</NavLink>
              <NavLink to={`${base}/tracks`}>{t('detail.tracks')}</NavLink>
              {owner && <NavLink to={`${base}/edit`}>{t('libraries.page.edit')}</NavLink>}
              {owner && <NavLink to={`${base}/upload`}>{t('libraries.page.upload')}</NavLink>}
            </nav>
            {shown === 'overview' && <Overview library={data} />}
            {shown === 'albums' && <LibraryAlbums library={data} />}
            {shown === 'tracks' && <LibraryTracks library={data} />}
            {shown === 'edit' && <LibraryEdit library={data} />}
            {shown === 'upload' && (
              <Suspense fallback={null}>
                <LibraryUpload library={data} />
                <ServerImportPanel library={data} />
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
