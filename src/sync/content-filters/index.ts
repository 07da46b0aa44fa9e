// The content-filters concept's public face: what src/app, the player and the other concepts may use.

export { createContentFilter, deleteContentFilter, findContentFilter, listAllContentFilters } from './api';
export { useArtistFilter, useContentFilterList } from './hooks';
export { contentFilterOp } from './op';
