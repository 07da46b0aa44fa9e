// signup24: the sign-up and e-mail confirmation writes, as mutations the screens call.

import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import { verifyEmail } from './api';
import { signUp } from './commands';
import type { SignupFormView, SignupInput } from './model';

export function useSignUp() {
  return useMutation({
    mutationFn: ({ input, form }: { input: SignupInput; form: SignupFormView }) => signUp(input, form),
  });
}

export function useVerifyEmail() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (key: string) => unwrap(await verifyEmail(client, key)),
  });
}
