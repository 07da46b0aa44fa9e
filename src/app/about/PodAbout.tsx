// The pieces of the about pages (about21), shared with the anonymous home of a pod that keeps its
// music to signed-in users.

import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { useInstanceSettings, useNodeInfo } from '../../sync/instance';
import { Markdown } from '../widgets/SafeHtml';
import { isUnavailableOffline } from '../widgets/query-offline';
import { describePod, type PodDescription } from './pod-description';
import './about.css';

export interface PodAboutState {
  about: PodDescription;
  /** Neither the settings nor node info are here yet. */
  loading: boolean;
  /** What stands instead when the settings and node info are both missing, or null. */
  problem: 'offline' | 'failed' | null;
}

export function usePodAbout(): PodAboutState {
  const settings = useInstanceSettings();
  const nodeInfo = useNodeInfo();
  const about = describePod(settings.data, nodeInfo.data);
  const known = settings.data !== undefined || nodeInfo.data !== undefined;
  const settled = (query: typeof settings | typeof nodeInfo) => query.data !== undefined || query.isError;
  let problem: PodAboutState['problem'] = null;
  if (!known && isUnavailableOffline(settings)) problem = 'offline';
  else if (!known && settled(settings) && settled(nodeInfo)) problem = 'failed';
  return { about, loading: !known && problem === null && !settled(settings), problem };
}

/** The two about pages, as tabs. */
export function AboutNav() {
  const { t } = useTranslation();
  return (
    <nav className="about-nav" aria-label={t('about.sections')}>
      <NavLink to="/about" end className="about-nav__link">
        {t('about.aboutTab')}
      </NavLink>
      <NavLink to="/about/pod" className="about-nav__link">
        {t('about.podTab')}
      </NavLink>
    </nav>
  );
}

export function AboutProblem({ problem }: { problem: PodAboutState['problem'] }) {
  const { t } = useTranslation();
  if (problem === 'offline')
    return (
      <p className="state state--notice" role="status">
        {t('about.offlineSettingsNotKept')}
      </p>
    );
  if (problem === 'failed')
    return (
      <p className="state state--error" role="alert">
        {t('about.settingsFailed')}
      </p>
    );
  return null;
}

/** The long description (markdown, sanitized), under a heading of its own. */
export function DescriptionSection({ state }: { state: PodAboutState }) {
  const { t } = useTranslation();
  return (
    <section className="section about-section" aria-labelledby="about-description">
      <h2 id="about-description">{t('about.description')}</h2>
      {state.problem !== null ? (
        <AboutProblem problem={state.problem} />
      ) : state.loading ? (
        <p className="skeleton-line about-skeleton">{'\u00a0'}</p>
      ) : state.about.longDescription ? (
        <Markdown text={state.about.longDescription} className="prose about-text" />
      ) : (
        <p className="muted">{t('about.noDescription')}</p>
      )}
    </section>
  );
}

/** Whether sign-up is open, and the way in: Shoal has no sign-up screen yet, so it is said, not linked. */
export function AccountSection({ state }: { state: PodAboutState }) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = session?.profile ?? null;
  const registration = state.about.registration;
  return (
    <section className="section about-section" aria-labelledby="about-account">
      <h2 id="about-account">{t('about.account')}</h2>
      {profile ? (
        <p>{t('about.signedIn', { username: profile.fullUsername })}</p>
      ) : (
        <>
          {!state.loading && (
            <p>
              {registration === 'closed'
                ? t('about.signupClosed')
                : registration === null
                  ? t('about.signupUnknown')
                  : t('about.signupOpen')}
              {registration === 'approval' && ` ${t('about.signupApproval')}`}
            </p>
          )}
          <p>
            <Link className="button button--primary" to="/login">
              {t('about.login')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
