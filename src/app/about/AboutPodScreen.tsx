// /about/pod (about21): the pod's statistics, new albums and new channels (spec 01 section 2), the
// sections of the anonymous home. On a pod that keeps its music to signed-in users, a visitor gets
// the statistics and a way to log in: the lists would answer 401.

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewAlbumsSection, NewChannelsSection, PodStatistics, useCanBrowse, useNewAlbums } from '../home/PodSections';
import { SkeletonGrid } from '../widgets/Cards';
import { AboutNav, usePodAbout } from './PodAbout';

export function AboutPodScreen() {
  const { t } = useTranslation();
  const { about } = usePodAbout();
  const canBrowse = useCanBrowse();
  const albums = useNewAlbums(canBrowse === true);
  const pod = about.name;
  return (
    <div className="page about-page">
      <header className="page-header home-header">
        <div>
          <h1 className="home-header__title">{pod ? t('about.podTitle', { pod }) : t('about.podTitleThisPod')}</h1>
          <p className="muted home-header__description">{about.shortDescription ?? '\u00a0'}</p>
        </div>
      </header>
      <AboutNav />
      {/* The albums list's count, as on the home: a channel's series is no album there. */}
      <PodStatistics explain albums={albums.data?.count ?? null} />
      {canBrowse === true && (
        <>
          <NewAlbumsSection albums={albums} />
          <NewChannelsSection />
        </>
      )}
      {canBrowse === false && (
        <section className="section about-section about-links">
          <p>{t('about.loginToSeeContent')}</p>
          <Link className="button button--primary" to="/login">
            {t('about.login')}
          </Link>
        </section>
      )}
      {canBrowse === 'unknown' && <SkeletonGrid count={6} />}
    </div>
  );
}
