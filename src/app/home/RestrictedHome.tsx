// about21: the anonymous home of a pod that keeps its music to signed-in users (node info's
// anonymousCanListen false): its description, its statistics, and the way in. Nothing here asks the
// catalogue, which would answer 401.

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountSection, DescriptionSection, usePodAbout } from '../about/PodAbout';
import { PodStatistics } from './PodSections';

export function RestrictedHome() {
  const { t } = useTranslation();
  const state = usePodAbout();
  return (
    <>
      <p className="state state--notice">
        <strong>{t('about.restrictedIntro')}</strong> {t('about.loginToListen')}
      </p>
      <PodStatistics />
      <DescriptionSection state={state} />
      <AccountSection state={state} />
      <p>
        <Link className="button" to="/about">
          {t('about.moreAbout')}
        </Link>
      </p>
    </>
  );
}
