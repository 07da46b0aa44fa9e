import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNodeInfo } from '../../sync/instance';
import { lazy } from '../i18n/lazy-screen';
import { SkeletonGrid } from '../widgets/Cards';
import { NewAlbumsSection, NewChannelsSection, PodStatistics, useCanBrowse, useNewAlbums } from './PodSections';

// about21: only for pods that keep their music to signed-in users; it renders markdown, whose
// renderer and sanitizer stay out of the first screen's script.
const RestrictedHome = lazy(async () => ({ default: (await import('./RestrictedHome')).RestrictedHome }));

/** Home for anonymous visitors (authenticated users are sent on to /library by the guard). */
export function HomeScreen() {
  const { t } = useTranslation();
  const nodeInfo = useNodeInfo();
  // about21: on a pod where visitors cannot listen, the catalogue is never asked (it would answer 401).
  const canBrowse = useCanBrowse();
  const albums = useNewAlbums(canBrowse === true);
  const info = nodeInfo.data;
  // Issue 17: what arrives late never pushes what is shown. The description keeps one line until the
  // node info is in.
  const infoSettled = nodeInfo.data !== undefined || nodeInfo.isError;

  return (
    <div className="page">
      <header className="page-header home-header">
        <div>
          <h1 className="home-header__title">
            {info?.nodeName ? t('home.title', { pod: info.nodeName }) : t('home.titleThisPod')}
          </h1>
          <p className="muted home-header__description">
            {infoSettled ? info?.shortDescription || t('home.intro') : '\u00a0'}
          </p>
        </div>
        <div className="toolbar">
          <Link className="button button--primary" to="/login">
            {t('home.loginCta')}
          </Link>
          {canBrowse !== false && (
            <Link className="button" to="/library/albums">
              {t('home.browse')}
            </Link>
          )}
        </div>
      </header>
      {canBrowse === true && <OpenHome albums={albums} />}
      {canBrowse === false && (
        <Suspense fallback={<SkeletonGrid count={6} />}>
          <RestrictedHome />
        </Suspense>
      )}
      {canBrowse === 'unknown' && <SkeletonGrid count={6} />}
    </div>
  );
}

/** The sections of a pod that lets visitors listen: new albums, the statistics, new channels. */
function OpenHome({ albums }: { albums: ReturnType<typeof useNewAlbums> }) {
  const nodeInfo = useNodeInfo();
  // The pod's statistics count a channel's series as an album, the albums list leaves them out
  // (include_channels): the number shown is the list's when it is known, so the two agree.
  const albumsCount = albums.data?.count ?? null;
  // Issue 17: the statistics come after the new albums, and the channels once both are settled.
  const infoSettled = nodeInfo.data !== undefined || nodeInfo.isError;
  const albumsSettled = albums.data !== undefined || albums.isError;
  return (
    <>
      <NewAlbumsSection albums={albums} />
      {albumsSettled && <PodStatistics albums={albumsCount} />}
      {albumsSettled && infoSettled && <NewChannelsSection />}
    </>
  );
}
