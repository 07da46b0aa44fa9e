// settings23: the instance-settings concept's public face (the admin's `manage/settings`).

export { listAdminSettings, saveAdminSettings } from './api';
export {
  groupChanges,
  groupSettings,
  inputKind,
  mapAdminSetting,
  SETTINGS_GROUPS,
  toInput,
  toPodValue,
  type AdminSetting,
  type GroupChanges,
  type InputKind,
  type InputProblem,
  type SettingsGroup,
  type SettingsGroupId,
} from './model';
export { instanceSettingsKeys, useAdminSettings, useSaveSettings } from './queries';
export {
  addSignupField,
  moveSignupField,
  readSignupForm,
  removeSignupField,
  SIGNUP_MAX_FIELDS,
  signupFormProblems,
  updateSignupField,
  writeSignupForm,
  type SignupField,
  type SignupForm,
  type SignupInputType,
} from './signup-form';
