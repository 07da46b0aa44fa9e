import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { embedCode, usePlaylistOembed, usePodPlaylistId, type PlaylistId } from '../../sync/playlists';
import { Modal } from '../widgets/Modal';
import { CopyButton } from '../widgets/CopyButton';
import './xspf.css';

/** The two heights of the pod's player: the player alone (a track's oEmbed height), or with the list. */
const HEIGHTS = { compact: 150, full: 400 } as const;
const MIN_WIDTH = 240;
const MAX_WIDTH = 1200;

/** Issue 20: the iframe code of a playlist visible to everyone, from the pod's oEmbed, with a preview. */
export function EmbedModal({
  playlist,
  onClose,
}: {
  playlist: { id: PlaylistId; name?: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const podId = usePodPlaylistId(playlist.id);
  const oembed = usePlaylistOembed(podId);
  const [width, setWidth] = useState(600);
  const [size, setSize] = useState<keyof typeof HEIGHTS>('full');
  const height = HEIGHTS[size];
  const shownWidth = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Number.isFinite(width) ? width : 600));
  const code = oembed.data ? embedCode(oembed.data, shownWidth, height) : null;

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('playlistXspf.embedTitle', { name: playlist.name ?? oembed.data?.title ?? '' })}
      className="embed-modal"
    >
      <p className="muted">{t('playlistXspf.embedIntro')}</p>
      {oembed.isPending && podId !== null && (
        <p className="muted" role="status">
          {t('playlistXspf.embedLoading')}
        </p>
      )}
      {(oembed.isError || podId === null) && (
        <p className="xspf-rebuild__problem" role="alert">
          {t('playlistXspf.embedFailed')}
        </p>
      )}
      {oembed.data && code !== null && (
        <>
          <div className="embed-modal__sizes">
            <label className="field">
              {t('playlistXspf.width')}
              <input
                type="number"
                min={MIN_WIDTH}
                max={MAX_WIDTH}
                step={10}
                value={Number.isFinite(width) ? width : ''}
                onChange={(event) => setWidth(event.currentTarget.valueAsNumber)}
              />
            </label>
            <label className="field">
              {t('playlistXspf.size')}
              <select value={size} onChange={(event) => setSize(event.currentTarget.value as keyof typeof HEIGHTS)}>
                <option value="full">{`${t('playlistXspf.sizeFull')} (${HEIGHTS.full} px)`}</option>
                <option value="compact">{`${t('playlistXspf.sizeCompact')} (${HEIGHTS.compact} px)`}</option>
              </select>
            </label>
          </div>
          <CopyButton value={code} label={t('playlistXspf.embedCode')} />
          <section className="embed-modal__preview" aria-label={t('playlistXspf.preview')}>
            <h3>{t('playlistXspf.preview')}</h3>
            <div className="embed-modal__frame">
              <iframe
                title={t('playlistXspf.preview')}
                src={oembed.data.src}
                width={shownWidth}
                height={height}
                scrolling="no"
                style={{ border: 0 }}
              />
            </div>
          </section>
        </>
      )}
    </Modal>
  );
}
