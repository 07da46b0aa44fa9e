// The catalogue concept's public face: what src/app, the player and the other concepts may use.

export { albumKeys, albumListQuery, useAlbum, useAlbums } from './albums';
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
export { tagKeys, tagListQuery, useTags } from './tags';
// search21: the shapes of `search?query=`, which lists the same objects.
export { albumSchema } from './album-schema';
export { artistSchema } from './artist-schema';
export { tagSchema } from './tag-schema';
export { mapAlbum, mapArtist, mapTag, type Tag } from './model';
export { trackDetailSchema, trackSchema } from './track-schema';
export { albumTracksQuery, trackKeys, trackListQuery, useAlbumTracks, useTrack, useTracks } from './tracks';
export { collectTracks, findTracksOnDevice, useTracksOnDevice, type TracksOnDeviceDeps } from './on-device';
