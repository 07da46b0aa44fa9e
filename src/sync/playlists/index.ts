// The playlists concept's public face: what src/app, the player and the other concepts may use.

export { getPlaylist, listPlaylists, listPlaylistTracks } from './api';
export { mapPlaylist, type Playlist } from './model';
export {
  playlistKeys,
  playlistListQuery,
  playlistTracksQuery,
  usePlaylist,
  usePlaylists,
  usePlaylistTracks,
} from './queries';
export { playlistPageSchema } from './schema';
// pl20core: the writes of one's playlists, through the outbox, and what screens read of them.
export {
  type OwnPlaylist,
  type PlaylistId,
  type PlaylistSyncState,
  useOwnPlaylist,
  useOwnPlaylists,
  usePlaylistDuplicateRefusal,
  usePlaylistSyncState,
  usePodPlaylistId,
} from './own';
export {
  type AddOutcome,
  addToPlaylist,
  clearPlaylist,
  createPlaylist,
  deletePlaylist,
  dismissPlaylistRefusal,
  movePlaylistTrack,
  PlaylistWriteError,
  rebuildPlaylist,
  removePlaylistTrack,
  updatePlaylist,
} from './mutations';
export { playlistOp } from './op';
export { fetchOwnPlaylists } from './pull';

// XSPF and the embed (pl20xspf).
export {
  parseXspf,
  writeXspf,
  xspfFileName,
  type XspfParse,
  type XspfPlaylist,
  type XspfProblem,
  type XspfTrack,
} from './xspf';
export { matchXspf, playlistXspf, podOriginOf, type XspfMatch, type XspfMatchedBy } from './xspf-match';
export {
  embedClient,
  embedCode,
  embedKeys,
  getOembed,
  type EmbedPlaylist,
  type EmbedTrack,
  type Oembed,
  useEmbedPlaylist,
  usePlaylistOembed,
} from './embed';
export { useXspfDownload, useXspfMatch, type XspfReading } from './xspf-hooks';
