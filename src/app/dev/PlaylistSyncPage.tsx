// pl20core's developer page: the user's playlists as the mirror holds them (offline too), with the
// named playlist writes behind plain controls, so that the e2e of the offline scenario
// (230-playlist-sync) drives the real mutations before the playlist screens are merged. Registered
// only in development builds (dev/routes.tsx, VITE_SHOAL_DEV_PAGES).

import { useState, type FormEvent } from 'react';
import {
  addToPlaylist,
  createPlaylist,
  movePlaylistTrack,
  updatePlaylist,
  useOwnPlaylists,
  usePodPlaylistId,
  type OwnPlaylist,
} from '../../sync/playlists';
import { PlaylistSyncLine } from '../playlists/PlaylistSyncLine';

const ids = (text: string) =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

function PlaylistControls({ playlist }: { playlist: OwnPlaylist }) {
  const [name, setName] = useState('');
  const [tracks, setTracks] = useState('');
  const [from, setFrom] = useState('0');
  const [to, setTo] = useState('0');
  const [outcome, setOutcome] = useState('');
  const podId = usePodPlaylistId(playlist.id);
  const label = playlist.name;
  return (
    <li aria-label={label} data-pod-id={podId ?? ''} data-track-ids={playlist.trackIds.join(',')}>
      <h2>{label}</h2>
      <p>Tracks: {playlist.trackIds.join(', ') || 'none'}</p>
      <PlaylistSyncLine id={playlist.id} />
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void updatePlaylist(playlist.id, { name });
        }}
      >
        <input aria-label={`New name of ${label}`} value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Rename {label}</button>
      </form>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void addToPlaylist(playlist.id, ids(tracks)).then((result) =>
            setOutcome(result.type === 'added' ? 'Added' : `Duplicates: ${result.trackIds.join(', ')}`),
          );
        }}
      >
        <input aria-label={`Track ids to add to ${label}`} value={tracks} onChange={(e) => setTracks(e.target.value)} />
        <button type="submit">Add to {label}</button>
        <output>{outcome}</output>
      </form>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void movePlaylistTrack(playlist.id, Number(from), Number(to));
        }}
      >
        <input aria-label={`Move from, in ${label}`} value={from} onChange={(event) => setFrom(event.target.value)} />
        <input aria-label={`Move to, in ${label}`} value={to} onChange={(event) => setTo(event.target.value)} />
        <button type="submit">Move in {label}</button>
      </form>
    </li>
  );
}

export function PlaylistSyncPage() {
  const playlists = useOwnPlaylists();
  const [name, setName] = useState('');
  return (
    <div className="page">
      <h1>Playlist sync</h1>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void createPlaylist({ name, privacyLevel: 'me' });
          setName('');
        }}
      >
        <input aria-label="New playlist name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Create playlist</button>
      </form>
      {playlists === undefined ? null : (
        <ul aria-label="My playlists">
          {playlists.map((playlist) => (
            <PlaylistControls key={String(playlist.id)} playlist={playlist} />
          ))}
        </ul>
      )}
    </div>
  );
}
