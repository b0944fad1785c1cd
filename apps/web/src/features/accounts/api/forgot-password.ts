import type { forgotPassword as forgotPasswordEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { authFallbackMessage } from '../account-responses';

/** Asks for a one-time code by email; resolves with what to tell the shopper. */
export async function forgotPassword(email: string): Promise<string> {
  const { message } = await apiCall<typeof forgotPasswordEndpoint>('POST /api/user/forgot-password', {
    body: { email },
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
