import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEnd, ListStart, Play } from '../icons';
import type { EnqueueMode } from '../../player/play-commands';
import type { PlayerMessage } from '../../player/types';
import { addMessage } from '../messages/store';

interface Props {
  /** Fetches what to play (if needed) and hands it to the player. */
  onPlay: (mode: EnqueueMode) => Promise<PlayerMessage | null>;
  disabled?: boolean;
  /** The first button's words ("Play" unless a screen says more, e.g. "Play all"). */
  playLabel?: string;
}

/** "Play", "Play next", "Add to queue" for an album, an artist, a tag, a playlist or a list. */
export function PlayButtons({ onPlay, disabled = false, playLabel }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function run(mode: EnqueueMode) {
    if (pending) return;
    setPending(true);
    const problem = await onPlay(mode);
    setPending(false);
    if (problem) addMessage({ content: t(problem.key, problem.params ?? {}), error: problem.error });
    else if (mode !== 'now') addMessage({ content: t(mode === 'next' ? 'player.addedNext' : 'player.addedToQueue') });
  }

  // keys25: while the tracks are fetched the buttons say so by aria-disabled, not disabled, which would
  // drop the focus of the button just pressed to the body.
  return (
    <div className="toolbar play-buttons">
      <button
        type="button"
        className="button button--primary"
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={() => void run('now')}
      >
        <Play aria-hidden size={18} />
        {playLabel ?? t('player.play')}
      </button>
      <button
        type="button"
        className="button"
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={() => void run('next')}
      >
        <ListStart aria-hidden size={18} />
        {t('player.playNext')}
      </button>
      <button
        type="button"
        className="button"
        disabled={disabled}
        aria-disabled={pending || undefined}
        onClick={() => void run('end')}
      >
        <ListEnd aria-hidden size={18} />
        {t('player.addToQueue')}
      </button>
    </div>
  );
}
