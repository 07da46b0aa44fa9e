// signup24: the two password reset writes, as mutations the screens call.

import { useMutation } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import { confirmPasswordReset, requestPasswordReset, type PasswordResetConfirm } from './api';

export function useRequestPasswordReset() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (email: string) => unwrap(await requestPasswordReset(client, email)),
  });
}

export function useConfirmPasswordReset() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (input: PasswordResetConfirm) => unwrap(await confirmPasswordReset(client, input)),
  });
}
