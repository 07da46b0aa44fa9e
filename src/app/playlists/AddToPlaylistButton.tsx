import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPlus } from '../icons';
import { useSession } from '../../db/session';
import { lazy } from '../i18n/lazy-screen';

// The modal and the playlist writes load on first use, not with every track list; with the later
// strings (its Modal's close button is named by a later group, ax181).
const AddToPlaylistModal = lazy(async () => ({ default: (await import('./AddToPlaylistModal')).AddToPlaylistModal }));

interface Props {
  trackIds: readonly number[];
  /** The button's accessible name ("Add Harbour Lights to a playlist…"). */
  label: string;
  /** An icon alone (track rows, the player bar) or a labelled button (a page's actions). */
  iconOnly?: boolean;
  className?: string;
  size?: number;
  disabled?: boolean;
}

/** "Add to playlist…": the caller shows it to signed-in users only. */
export function AddToPlaylistButton({ trackIds, label, iconOnly = true, className = '', size = 16, disabled }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${iconOnly ? 'icon-button' : 'button'} ${className}`.trim()}
        aria-label={label}
        title={t('playlistsUi.addToPlaylist')}
        disabled={disabled || trackIds.length === 0}
        onClick={() => setOpen(true)}
      >
        <ListPlus aria-hidden size={size} />
        {!iconOnly && t('playlistsUi.addToPlaylist')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToPlaylistModal trackIds={[...trackIds]} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The same, asking for the session itself: one button on its own (the player bar, a page's actions). */
export function SignedInAddToPlaylistButton(props: Props) {
  const session = useSession();
  return session?.profile ? <AddToPlaylistButton {...props} /> : null;
}
