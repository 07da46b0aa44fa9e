import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Code, Pencil, PencilOff, Trash2 } from '../icons';
import { deletePlaylist } from '../../sync/playlists';
import { downloadId, downloadPlaylist } from '../../sync/downloads';
import { playPlaylist } from '../../player/play-commands';
import { formatDuration } from '../format/duration';
import { formatDate } from '../format/date';
import { addMessage } from '../messages/store';
import { PlayButtons } from '../player/PlayButtons';
import { RadioToggle } from '../radios/RadiosBrowse';
import { DownloadControl } from '../downloads/DownloadControl';
import { PlaylistMosaic } from '../widgets/Cards';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { EmbedModal } from './EmbedModal';
import { XspfMenu } from './XspfMenu';
import type { PlaylistSummary } from './usePlaylistPage';
import { ReportButton } from '../reports/ReportButton'; // reports22

interface Props {
  summary: PlaylistSummary;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/** Covers, name, count, length, author, last change; Play, the playlist radio, Edit, Embed, Delete. */
export function PlaylistHeader({ summary, editing, onEditingChange }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const { podId, name } = summary;
  const empty = summary.tracksCount === 0;

  const destroy = async () => {
    try {
      await deletePlaylist(summary.id);
      addMessage({ content: t('playlistEdit.deleted') });
      void navigate('/library/me/playlists', { replace: true });
    } catch {
      addMessage({ content: t('playlistsCore.error'), error: true });
    }
  };

  return (
    <header className="hero playlist-hero">
      <div className="hero__cover">
        <PlaylistMosaic covers={summary.albumCovers} title={name} />
      </div>
      <div>
        <span className="hero__kind">{t('playlist.kind')}</span>
        <h1>{name}</h1>
        <div className="hero__meta">
          <span>{t('detail.tracksCount', { count: summary.tracksCount })}</span>
          {summary.duration !== null && summary.duration > 0 && <span>{formatDuration(summary.duration)}</span>}
          {summary.owner && <span>{t('playlist.by', { owner: summary.owner })}</span>}
          {summary.modificationDate && (
            <span>{t('playlist.updated', { date: formatDate(summary.modificationDate) })}</span>
          )}
        </div>
        <div className="toolbar">
          <PlayButtons onPlay={(mode) => playPlaylist(queryClient, summary.id, mode)} disabled={empty} />
          {/* An empty playlist has nothing to start a radio from. */}
          {podId !== null && !empty && (
            <RadioToggle
              config={{ type: 'playlist', objectId: podId, customRadioId: null, clientOnly: true, config: null }}
              name={name}
            />
          )}
        </div>
        <div className="toolbar playlist-hero__actions">
          {summary.isOwner && (
            <button type="button" className="button" aria-pressed={editing} onClick={() => onEditingChange(!editing)}>
              {editing ? <PencilOff aria-hidden size={16} /> : <Pencil aria-hidden size={16} />}
              {editing ? t('playlistEdit.stopEditing') : t('playlistEdit.edit')}
            </button>
          )}
          {summary.privacyLevel === 'everyone' && podId !== null && (
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setEmbedding(true)}>
              <Code aria-hidden size={16} />
              {t('playlistEdit.embed')}
            </button>
          )}
          <XspfMenu playlist={{ id: summary.id, name }} isOwner={summary.isOwner} />
          {!summary.mineOnPod && podId !== null && (
            <ReportButton target={{ type: 'playlist', id: podId }} name={name} />
          )}
          {podId !== null && (
            <DownloadControl
              id={downloadId('playlist', podId)}
              title={name}
              disabled={empty}
              onDownload={() => void downloadPlaylist(podId, name)}
            />
          )}
          {summary.isOwner && (
            <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden size={16} />
              {t('playlistEdit.delete')}
            </button>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmModal
          title={t('playlistEdit.deleteTitle')}
          action={t('playlistEdit.delete')}
          onConfirm={() => void destroy()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('playlistEdit.deleteConfirm', { name })}</p>
        </ConfirmModal>
      )}
      {embedding && <EmbedModal playlist={{ id: summary.id, name }} onClose={() => setEmbedding(false)} />}
    </header>
  );
}
