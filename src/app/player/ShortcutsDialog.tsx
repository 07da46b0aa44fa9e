import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from '../icons';
import { SHORTCUTS } from '../../player/shortcuts';
import { setPreference, usePreferences } from '../../db/preferences';
import { NOW_PLAYING_KEY } from './NowPlayingHost'; // nowplaying27

/** The player's keyboard shortcuts, listed from the player's own table. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stored = usePreferences()?.shortcuts ?? true;
  // Shown at once; the stored value follows (Dexie answers a moment later).
  const [enabled, setEnabled] = useState(stored);
  useEffect(() => setEnabled(stored), [stored]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby="shortcuts-title" onClose={onClose} onCancel={onClose}>
      <div className="dialog__head">
        <h2 id="shortcuts-title">{t('player.shortcuts')}</h2>
        <button type="button" className="icon-button" aria-label={t('player.closeShortcuts')} onClick={onClose}>
          <X aria-hidden size={18} />
        </button>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            void setPreference('shortcuts', event.target.checked);
          }}
        />
        <span>{t('player.useShortcuts')}</span>
      </label>
      <dl className="details shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.labelKey + shortcut.keys.join('+')} className="details__row">
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(shortcut.labelKey, shortcut.params ?? {})}</dd>
          </div>
        ))}
        {/* nowplaying27: the app's own shortcut, after the player's. */}
        <div className="details__row">
          <dt>
            <kbd>{NOW_PLAYING_KEY.toUpperCase()}</kbd>
          </dt>
          <dd>{t('nowplaying27.shortcut')}</dd>
        </div>
      </dl>
    </dialog>
  );
}
