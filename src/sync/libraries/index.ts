// The libraries concept's public face: what src/app, the player and the other concepts may use.

export { mapLibrary, type Library } from './model';
export { libraryKeys, useLibraries, useLibrary, useObjectLibraries } from './queries';
export { librarySchema } from './schema';
