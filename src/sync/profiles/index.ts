// The profiles concept's public face: what src/app, the player and the other concepts may use.

export type { Profile, ProfileChanges } from './model';
export { profileKeys, useProfile, useProfileLibraries, useSaveProfile, type ProfileEdit } from './queries';
