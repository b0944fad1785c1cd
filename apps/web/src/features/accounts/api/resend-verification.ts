import type { resendVerification as resendVerificationEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const resendVerificationFailedMessage = 'We could not send the email. Please try again.';

/** docs/product.md §7 POST /api/user/resend-verification: a new link, at most once a minute and 5 times a day. */
export async function resendVerification(): Promise<string> {
  const { message } = await apiCall<typeof resendVerificationEndpoint>('POST /api/user/resend-verification', {
    fallbackMessage: resendVerificationFailedMessage,
  });
  return message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
