// signup24: the sign-up concept's public face (the signup and auth/email/confirm screens).

export {
  buildRequestFields,
  registrationBody,
  signupFormView,
  signupOpen,
  signupOutcome,
  type SignupFormView,
  type SignupInput,
  type SignupOutcome,
} from './model';
export { useSignUp, useVerifyEmail } from './queries';
