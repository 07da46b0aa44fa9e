// np27: an episode's state on its rows (the queue, a series' episode list): "Played" once it was
// played to its end, or the minutes left of one started and left off. Read from the device's
// episode positions (db/episode-positions.ts); nothing for a track never started.

import { useTranslation } from 'react-i18next';
import { CircleCheckBig } from '../icons';
import type { StoredEpisodePosition } from '../../db/episode-positions';
import { episodeMark } from '../../player/episodes';
import './episode-controls.css';

export function EpisodeMark({
  state,
  duration,
}: {
  state: StoredEpisodePosition | undefined;
  duration: number | null;
}) {
  const { t } = useTranslation();
  const mark = episodeMark(state, duration);
  if (mark === null) return null;
  if (mark.kind === 'left')
    return (
      <span className="episode-mark">
        <span className="episode-mark__text">{t('np27Mark.minutesLeft', { count: mark.minutes })}</span>
      </span>
    );
  return (
    <span className="episode-mark episode-mark--played" data-testid="episode-played">
      <CircleCheckBig aria-hidden size={14} /> <span className="episode-mark__text">{t('np27Mark.played')}</span>
    </span>
  );
}
