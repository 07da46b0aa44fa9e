// The catalogue concept's public face: what src/app, the player and the other concepts may use.

export { albumKeys, useAlbum, useAlbums } from './albums';
export { getAlbum, getTrack, listAlbumTracks, listArtists, listTracks } from './api';
export { artistKeys, artistListQuery, useArtist, useArtists } from './artists';
export {
  absoluteUrl,
  appOrigin,
  type CanPlayType,
  type ListenSession,
  type ListenSource,
  playableSources,
  sourceUrl,
  uploadSource,
} from './listen-sources';
export {
  type Album,
  albumDuration,
  type Artist,
  type ArtistAlbum,
  type ArtistCredit,
  formatArtistCredit,
  mapTrack,
  type Track,
  trackCover,
  trackDuration,
  type TrackUpload,
} from './model';
export { useTags } from './tags';
export { trackDetailSchema, trackSchema } from './track-schema';
export { albumTracksQuery, trackKeys, trackListQuery, useAlbumTracks, useTrack, useTracks } from './tracks';
