import type { resetPassword as resetPasswordEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { authFallbackMessage } from '../account-responses';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  newPassword: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await apiCall<typeof resetPasswordEndpoint>('POST /api/user/reset-password', {
    body: input,
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
