// The client's own shapes of what a pod sends, in camelCase. Mappers take the zod-parsed answers
// of src/sync/schemas; nothing here touches the network. One file per domain; import from here.

export * from './common';
export * from './catalogue';
export * from './account';
export * from './instance';
export * from './channels';
export * from './libraries';
export * from './history';
export * from './playlists';
export * from './content-filters';
