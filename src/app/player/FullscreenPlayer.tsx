import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { creditText } from './credit';
import { usePlayerSnapshot } from './usePlayer';
import { Visualizer } from './Visualizer';

/** The big cover, the credits and the visualizer; Escape or the close button leave it. */
export function FullscreenPlayer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const state = usePlayerSnapshot();
  const closeRef = useRef<HTMLButtonElement>(null);
  const track = state.current;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="fullscreen-player" role="dialog" aria-modal="true" aria-label={t('queue.fullscreenTitle')}>
      <button
        ref={closeRef}
        type="button"
        className="icon-button fullscreen-player__close"
        aria-label={t('queue.closeFullscreen')}
        onClick={onClose}
      >
        <X aria-hidden size={22} />
      </button>
      <Visualizer />
      {track && (
        <div className="fullscreen-player__track">
          <div className="fullscreen-player__cover">
            {track.coverUrl ? <img src={track.coverUrl} alt={t('detail.coverOf', { title: track.title })} /> : null}
          </div>
          <h2>{track.title}</h2>
          <p className="muted">{creditText(track)}</p>
        </div>
      )}
    </div>
  );
}
