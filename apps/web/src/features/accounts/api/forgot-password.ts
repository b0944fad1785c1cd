import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authFallbackMessage, messageOf, type AccountResponse } from '../account-responses';

/** Asks for a one-time code by email; resolves with what to tell the shopper. */
export async function forgotPassword(email: string): Promise<string> {
  const body = await apiRequest<AccountResponse>('/api/user/forgot-password', {
    method: 'POST',
    body: { email },
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return messageOf(body, 'OTP sent to your email');
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
