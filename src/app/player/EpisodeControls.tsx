// episodes27: the controls of issue 27 that music has no use for: the playback speed while an episode
// plays, and the sleep timer (always). Back 15 s / forward 30 s take the place of previous and next in
// the transport itself (PlayerParts' StepButton). Native selects: a keyboard,
// a screen reader and a phone's own picker all work with them. The now-playing screen places this
// (nowplaying27); the queue screen does too.

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Moon } from '../icons';
import { EPISODE_SPEEDS } from '../../player/episodes';
import { SLEEP_MINUTES, sleepChoiceOf, sleepRemainingMs, type SleepChoice } from '../../player/sleep-timer';
import { formatDuration } from '../format/duration';
import { formatNumber } from '../format/percent';
import { usePlayer, usePlayerSnapshot } from './usePlayer';
import './episode-controls.css';

function parseChoice(value: string): SleepChoice {
  if (value === 'off' || value === 'end-of-track') return value;
  const minutes = Number(value);
  return SLEEP_MINUTES.find((option) => option === minutes) ?? 'off';
}

/** The time left of a timed sleep, once a second. */
function useRemaining(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, endsAt - now);
}

export function EpisodeControls() {
  const { t, i18n } = useTranslation();
  const player = usePlayer();
  const { episode, speed, sleep, current } = usePlayerSnapshot();
  const speedId = useId();
  const sleepId = useId();
  const remaining = useRemaining(sleep.mode === 'minutes' ? sleep.endsAt : null);
  const left = remaining ?? sleepRemainingMs(sleep, Date.now());
  if (current === null) return null;
  return (
    <section
      className="episode-controls"
      aria-label={episode ? t('np27Controls.episodeLabel') : t('episodes27Controls.sleep')}
    >
      {episode && (
        <>
          <span className="episode-controls__field">
            <label htmlFor={speedId}>{t('episodes27Controls.speed')}</label>
            <select
              id={speedId}
              value={String(speed)}
              onChange={(event) => player.setSpeed(Number(event.target.value))}
            >
              {EPISODE_SPEEDS.map((option) => (
                <option key={option} value={String(option)}>
                  {t('episodes27Controls.speedOption', { speed: formatNumber(option, i18n.language) })}
                </option>
              ))}
            </select>
          </span>
        </>
      )}
      <span className="episode-controls__field">
        <label htmlFor={sleepId}>
          <Moon aria-hidden size={16} /> {t('episodes27Controls.sleep')}
        </label>
        <select
          id={sleepId}
          value={String(sleepChoiceOf(sleep))}
          onChange={(event) => player.setSleepTimer(parseChoice(event.target.value))}
        >
          <option value="off">{t('episodes27Controls.sleepOff')}</option>
          <option value="end-of-track">{t('episodes27Controls.sleepEndOfTrack')}</option>
          {SLEEP_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('episodes27Controls.sleepMinutes', { count: minutes })}
            </option>
          ))}
        </select>
      </span>
      {left !== null && (
        <span className="muted episode-controls__remaining">
          {t('episodes27Controls.sleepRemaining', { time: formatDuration(Math.ceil(left / 1000)) })}
        </span>
      )}
    </section>
  );
}
