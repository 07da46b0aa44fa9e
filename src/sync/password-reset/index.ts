// signup24: the password reset concept's public face (auth/password/reset and its confirm screen).

export type { PasswordResetConfirm } from './api';
export { useConfirmPasswordReset, useRequestPasswordReset } from './queries';
