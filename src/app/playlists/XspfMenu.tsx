import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileUp, MoreHorizontal } from '../icons';
import {
  rebuildPlaylist,
  usePodPlaylistId,
  useXspfDownload,
  useXspfMatch,
  type PlaylistId,
  type XspfMatch,
  type XspfReading,
} from '../../sync/playlists';
import { useReachability } from '../../sync/status';
import { Popover } from '../widgets/Popover';
import { Button } from '../widgets/Button';
import { Modal } from '../widgets/Modal';
import { addMessage } from '../messages/store';
import './xspf.css';

interface XspfMenuProps {
  playlist: { id: PlaylistId; name: string };
  isOwner: boolean;
}

/** Saves text as a file through the browser's download (no network: the text is in hand). */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xspf+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The detail page's dropdown (issue 20): "Download as XSPF" and, for the owner, "Rebuild from XSPF". */
export function XspfMenu({ playlist, isOwner }: XspfMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rebuilding, setRebuilding] = useState(false);
  const podId = usePodPlaylistId(playlist.id);
  const download = useXspfDownload();
  // Both actions need the pod (the file comes from it; a rebuild matches tracks on it): offline they
  // are off and the menu says why, instead of a download that waits for the network unseen.
  const offline = useReachability() === 'offline';

  const onDownload = async () => {
    if (podId === null) return;
    try {
      const file = await download.mutateAsync(podId);
      saveFile(file.text, file.fileName);
      setOpen(false);
    } catch {
      addMessage({ content: t('playlistXspf.downloadFailed'), error: true });
    }
  };

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        align="end"
        label={t('playlistXspf.menu', { name: playlist.name })}
        trigger={(props) => (
          <button
            {...props}
            type="button"
            className="icon-button"
            aria-label={t('playlistXspf.menu', { name: playlist.name })}
          >
            <MoreHorizontal aria-hidden size={20} />
          </button>
        )}
      >
        <div className="xspf-menu">
          {offline && <p className="muted xspf-menu__offline">{t('playlistXspf.offline')}</p>}
          <Button
            thin
            icon={<Download aria-hidden size={16} />}
            onClick={onDownload}
            loading={download.isPending}
            disabled={podId === null || offline}
            title={podId === null ? t('playlistXspf.notOnPodYet') : undefined}
          >
            {t('playlistXspf.download')}
          </Button>
          {isOwner && (
            <Button
              thin
              icon={<FileUp aria-hidden size={16} />}
              disabled={offline}
              onClick={() => {
                setOpen(false);
                setRebuilding(true);
              }}
            >
              {t('playlistXspf.rebuild')}
            </Button>
          )}
        </div>
      </Popover>
      {rebuilding && <RebuildModal playlist={playlist} onClose={() => setRebuilding(false)} />}
    </>
  );
}

function entryName(match: XspfMatch, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { title, creator } = match.entry;
  if (title === null) return t('playlistXspf.unknownEntry');
  return creator === null ? title : t('playlistXspf.entryBy', { title, creator });
}

/** File picker → matching report with the unmatched entries → confirmation → rebuild. */
function RebuildModal({ playlist, onClose }: { playlist: XspfMenuProps['playlist']; onClose: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const match = useXspfMatch();
  const [saving, setSaving] = useState(false);
  const reading: XspfReading | undefined = match.data;
  const matched = reading?.kind === 'matched' ? reading.matches.filter((entry) => entry.track !== null) : [];
  const unmatched = reading?.kind === 'matched' ? reading.matches.filter((entry) => entry.track === null) : [];

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    match.reset();
    match.mutate(await file.text());
  };

  const onConfirm = async () => {
    setSaving(true);
    try {
      await rebuildPlaylist(
        playlist.id,
        matched.map((entry) => entry.track!.id),
      );
      addMessage({ content: t('playlistXspf.rebuilt') });
      onClose();
    } catch {
      addMessage({ content: t('playlistXspf.rebuildFailed'), error: true });
      setSaving(false);
    }
  };

  const problem =
    reading?.kind === 'refused'
      ? reading.problem === 'too-large'
        ? t('playlistXspf.tooLarge')
        : t('playlistXspf.malformed')
      : match.isError
        ? t('playlistXspf.matchFailed')
        : reading?.kind === 'matched' && matched.length === 0
          ? t('playlistXspf.nothingMatched')
          : null;

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('playlistXspf.rebuildTitle', { name: playlist.name })}
      className="xspf-rebuild"
      actions={
        <>
          <Button onClick={onClose}>{t('playlistXspf.cancel')}</Button>
          <Button variant="danger" onClick={onConfirm} loading={saving} disabled={matched.length === 0}>
            {t('playlistXspf.confirmButton')}
          </Button>
        </>
      }
    >
      <label className="field">
        {t('playlistXspf.fileLabel')}
        <input
          ref={input}
          type="file"
          accept=".xspf,application/xspf+xml,application/xml,text/xml"
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
      </label>
      {match.isPending && (
        <p className="muted" role="status">
          {t('playlistXspf.reading')}
        </p>
      )}
      {problem !== null && (
        <p className="xspf-rebuild__problem" role="alert">
          {problem}
        </p>
      )}
      {reading?.kind === 'matched' && matched.length > 0 && (
        <div className="xspf-rebuild__report" data-testid="xspf-report">
          <p role="status">{t('playlistXspf.matched', { count: matched.length, total: reading.matches.length })}</p>
          {unmatched.length > 0 && (
            <section aria-label={t('playlistXspf.unmatchedTitle')}>
              <p>{t('playlistXspf.unmatched', { count: unmatched.length })}</p>
              <ul className="xspf-rebuild__unmatched">
                {unmatched.map((entry) => (
                  <li key={entry.position}>{entryName(entry, t)}</li>
                ))}
              </ul>
            </section>
          )}
          <p className="xspf-rebuild__confirm">{t('playlistXspf.confirmFound', { count: matched.length })}</p>
        </div>
      )}
    </Modal>
  );
}
