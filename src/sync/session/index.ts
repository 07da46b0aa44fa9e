// The session concept's public face: what src/app, the player and the other concepts may use.

export { fetchProfile, login } from './api';
export {
  bootSession,
  chooseInstance,
  logIn,
  logInByOAuth, // oauthclient24
  logOut,
  onProfileLoaded, // account24
  refreshProfile,
  restoreSession,
} from './commands';
export { useSessionCheckedThisRun } from './boot-check';
export type { Profile } from './model';
