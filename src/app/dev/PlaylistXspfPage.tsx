// pl20xspf: the XSPF menu and the embed dialog on a page of their own, for tests/e2e/233 until the
// playlist page places them (pl20edit): `__dev/playlist-xspf?id=N` (the pod's playlist id).

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePlaylist } from '../../sync/playlists';
import { XspfMenu } from '../playlists/XspfMenu';
import { EmbedModal } from '../playlists/EmbedModal';
import { Button } from '../widgets/Button';

export function PlaylistXspfPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const playlist = usePlaylist(id, { enabled: Number.isInteger(id) && id > 0 });
  const [embedding, setEmbedding] = useState(false);
  if (!playlist.data) return <p className="muted">{t('playlistXspf.embed.loading')}</p>;
  return (
    <div className="page">
      <header className="page-header">
        <h1>{playlist.data.name}</h1>
        <div className="toolbar">
          {playlist.data.privacyLevel === 'everyone' && (
            <Button onClick={() => setEmbedding(true)}>{t('playlistXspf.embedButton')}</Button>
          )}
          <XspfMenu playlist={{ id, name: playlist.data.name }} isOwner />
        </div>
      </header>
      {embedding && <EmbedModal playlist={{ id, name: playlist.data.name }} onClose={() => setEmbedding(false)} />}
    </div>
  );
}
