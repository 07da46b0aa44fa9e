// The query-cache concept's public face: what src/app, the player and the other concepts may use.

export { clearPersistedQueries, createPersistedQueryOptions, readPersistedQueryData } from './persist';
