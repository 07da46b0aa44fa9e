// account24: the account settings concept's public face (language, password change, Subsonic password).

export type { PasswordChange } from './api';
export { accountLanguageOf, applyAccountSettings, onAccountLanguage } from './language';
export {
  accountKeys,
  saveAccountLanguage,
  useChangePassword,
  useDeleteSubsonicToken,
  useGenerateSubsonicToken,
  useSubsonicToken,
} from './queries';
