// The profiles concept's public face: what src/app, the player and the other concepts may use.

export type { Profile, ProfileChanges } from './model';
export {
  PROFILE_ACTIVITY_PAGE_SIZE,
  profileKeys,
  useProfile,
  useProfileLibraries,
  useProfileListenings,
  useSaveProfile,
  type ProfileEdit,
} from './queries';
// chan19: channel and series pictures are attachments too.
export { uploadAttachment } from './api';
