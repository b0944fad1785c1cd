import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authFallbackMessage, messageOf, type AccountResponse } from '../account-responses';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  newPassword: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const body = await apiRequest<AccountResponse>('/api/user/reset-password', {
    method: 'POST',
    body: input,
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return messageOf(body, 'Password reset successfully');
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
