// The favorites concept's public face: what src/app, the player and the other concepts may use.

export { addFavorite, listFavoriteIds, removeFavorite } from './api';
export { fetchFavoriteDetails } from './details';
export { type FavoriteEntry, useFavoriteCounts, useFavoriteEntries, useFavoriteIds, useIsFavorite } from './hooks';
export { type Listening, mapTrackActivity } from './model';
export { favoriteKeys, useFavoriteTracks } from './queries';
export { trackActivityPageSchema } from './schema';
export { favoriteOp } from './op';
