// The session concept's public face: what src/app, the player and the other concepts may use.

export { fetchProfile, login } from './api';
export {
  bootSession,
  chooseInstance,
  logIn,
  logInByOAuth, // oauthclient24
  logOut,
  refreshProfile,
  restoreSession,
} from './commands';
export { useSessionCheckedThisRun } from './boot-check';
