import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPlaylist, updatePlaylist, type OwnPlaylist, type PlaylistId } from '../../sync/playlists';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { Modal } from '../widgets/Modal';
import { CreateWatch, useRefusalDetail } from './CreateWatch';
import { podMessages } from './save-errors';
import './playlists-ui.css';

type Visibility = OwnPlaylist['privacyLevel'];

/** Widest first, as the pod's own form lists them. */
const VISIBILITIES: readonly Visibility[] = ['everyone', 'instance', 'followers', 'me'];

/** A real pod's playlist name is a CharField of 50 (funkwhale/playlists/models.py). */
export const PLAYLIST_NAME_MAX = 50;

/**
 * The pod's own checks of a name, in its words (flattened as spec 01 section 5 says), made before
 * the write is queued: a create made offline is sent later, when nobody looks at this form any more.
 */
function nameErrors(name: string): string[] {
  if (name === '') return ['playlistsUi.form.blankName'];
  if (name.length > PLAYLIST_NAME_MAX) return ['playlistsUi.form.longName'];
  return [];
}

interface Props {
  /** Editing this playlist; without it the form creates one. */
  playlist?: OwnPlaylist;
  onClose(): void;
  onSaved?(id: PlaylistId): void;
}

/**
 * The playlist form (spec 02): name and visibility. Saving is a named mutation on the mirror, so it
 * works offline too (the write waits in the outbox); a refusal the pod gives at once shows its messages.
 */
export function PlaylistFormModal({ playlist, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(playlist?.name ?? '');
  const [visibility, setVisibility] = useState<Visibility>(playlist?.privacyLevel ?? 'instance');
  const [errors, setErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  // The create waiting for the pod's answer (online), watched by CreateWatch.
  const [pending, setPending] = useState<PlaylistId | null>(null);
  const offline = useReachability() === 'offline';
  const [watching, setWatching] = useState(false);
  const [refused, setRefused] = useState<string[] | null>(null);
  const detail = useRefusalDetail(watching);

  const created = (id: PlaylistId) => {
    addMessage({ content: t('playlistsUi.form.created') });
    onSaved?.(id);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), privacyLevel: visibility };
    const refused = nameErrors(input.name);
    if (refused.length > 0) {
      setErrors(refused.map((key) => t(key, { max: PLAYLIST_NAME_MAX })));
      return;
    }
    setErrors(null);
    setRefused(null);
    setBusy(true);
    try {
      if (playlist) {
        // The playlist's page shows whether the pod took it (its sync state).
        await updatePlaylist(playlist.id, input);
        addMessage({ content: t('playlistsUi.form.updated') });
        onSaved?.(playlist.id);
        onClose();
        return;
      }
      const id = await createPlaylist(input);
      // Offline, the create waits in the outbox: the playlist is there already, with a local id.
      if (offline) created(id);
      else {
        setWatching(true);
        setPending(id);
      }
    } catch (error) {
      setErrors(podMessages(error));
    } finally {
      setBusy(false);
    }
  };

  // A refused create: the sync state's messages, else the pod's words of the refusal's message.
  const shown = refused ? (refused.length > 0 ? refused : detail) : errors;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(playlist ? 'playlistsUi.form.editTitle' : 'playlistsUi.form.createTitle')}
      className="playlist-modal"
    >
      <form
        className="playlist-form"
        aria-label={t(playlist ? 'playlistsUi.form.editTitle' : 'playlistsUi.form.createTitle')}
        onSubmit={(event) => void submit(event)}
      >
        {shown && (
          <div className="state state--error" role="alert">
            <p className="playlist-form__error">
              {t(playlist ? 'playlistsUi.form.updateFailed' : 'playlistsUi.form.createFailed')}
            </p>
            {shown.length > 0 && (
              <ul>
                {shown.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <label className="field">
          <span>{t('playlistsUi.form.name')}</span>
          <input
            required
            value={name}
            placeholder={t('playlistsUi.form.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('playlistsUi.form.visibility')}</span>
          <select
            value={visibility}
            aria-describedby={`${formId}-visibility`}
            onChange={(event) => setVisibility(event.target.value as Visibility)}
          >
            {VISIBILITIES.map((level) => (
              <option key={level} value={level}>
                {t(`playlistsUi.visibility.${level}`)}
              </option>
            ))}
          </select>
          <span id={`${formId}-visibility`} className="muted">
            {t('playlistsUi.form.visibilityHelp')}
            {/* A Funkwhale pod lists a followers-only playlist to nobody, its owner included. */}
            {visibility === 'followers' && <> {t('lead28Playlists.followersHidden')}</>}
          </span>
        </label>
        <div className="toolbar playlist-form__buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('playlistsUi.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || pending !== null}>
            {t(playlist ? 'playlistsUi.form.update' : 'playlistsUi.form.submit')}
          </button>
        </div>
      </form>
      {pending !== null && (
        <CreateWatch
          id={pending}
          onCreated={created}
          onRefused={(messages) => {
            setPending(null);
            setRefused(messages);
          }}
        />
      )}
    </Modal>
  );
}
