import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { verifyEmail as verifyEmailEndpoint } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const verifyFailedMessage = 'We could not verify your email. Please check your connection and try again.';

export type EmailVerifiedAnswer = Pick<EndpointResponse<typeof verifyEmailEndpoint>, 'message' | 'waitingOrders'>;
export type WaitingOrder = EmailVerifiedAnswer['waitingOrders'][number];

/**
 * docs/product.md §7 POST /api/user/verify-email: proves the address the emailed link was sent to. The
 * session token goes too, when there is one, so a link of another account is refused rather than
 * verifying it in this browser.
 */
export async function verifyEmail(token: string): Promise<EmailVerifiedAnswer> {
  const { message, waitingOrders } = await apiCall<typeof verifyEmailEndpoint>('POST /api/user/verify-email', {
    body: { token },
    fallbackMessage: verifyFailedMessage,
  });
  return { message, waitingOrders };
}

/** The account's `emailVerified` changes: every cached copy of it is loaded again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
