// /about (about21): the pod's name and descriptions, its statistics, rules, terms, contact, and
// whether sign-up is open. Open to anonymous visitors (spec 01 section 6).

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PodStatistics, useCanBrowse, useNewAlbums } from '../home/PodSections';
import { Markdown } from '../widgets/SafeHtml';
import { AboutNav, AccountSection, DescriptionSection, usePodAbout } from './PodAbout';

export function AboutScreen() {
  const { t } = useTranslation();
  const state = usePodAbout();
  const { about } = state;
  // The albums count of /about/pod and the home (the same query, asked only where it may be).
  const albums = useNewAlbums(useCanBrowse() === true);
  const pod = about.name;
  return (
    <div className="page about-page">
      <header className="page-header home-header">
        <div>
          <h1 className="home-header__title">{pod ? t('about.title', { pod }) : t('about.titleThisPod')}</h1>
          <p className="muted home-header__description">{about.shortDescription ?? '\u00a0'}</p>
        </div>
      </header>
      <AboutNav />
      <DescriptionSection state={state} />
      <PodStatistics explain albums={albums.data?.count ?? null} />
      <p>
        <Link className="button" to="/about/pod">
          {t('about.moreAboutPod')}
        </Link>
      </p>
      {about.rules && (
        <section className="section about-section" aria-labelledby="about-rules" id="rules">
          <h2 id="about-rules">{t('about.rules')}</h2>
          <Markdown text={about.rules} className="prose about-text" />
        </section>
      )}
      {about.terms && (
        <section className="section about-section" aria-labelledby="about-terms">
          <h2 id="about-terms">{t('about.terms')}</h2>
          <Markdown text={about.terms} className="prose about-text" />
        </section>
      )}
      {about.contactEmail && (
        <section className="section about-section" aria-labelledby="about-contact">
          <h2 id="about-contact">{t('about.contact')}</h2>
          <p>
            <a href={`mailto:${about.contactEmail}`}>{about.contactEmail}</a>
          </p>
        </section>
      )}
      <AccountSection state={state} />
    </div>
  );
}
