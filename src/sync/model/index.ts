// The client's own shapes of what a pod sends, in camelCase. Mappers take the zod-parsed answers
// of src/sync/schemas; nothing here touches the network. One file per domain; import from here.

export * from '../core/model';
export * from '../catalogue/model';
export * from '../session/model';
export * from '../instance/model';
export * from '../channels/model';
export * from '../libraries/model';
export * from '../favorites/model';
export * from '../playlists/model';
export * from '../content-filters/model';
