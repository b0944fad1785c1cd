import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageOf, type AccountResponse } from '../account-responses';

/** docs/product.md §8: a resend that fails without a message of its own says this. */
export const resendFailedMessage = 'Failed to resend OTP';

/** Sends a fresh one-time code; a 429 carries Retry-After on the thrown ApiError. */
export async function resendOtp(email: string): Promise<string> {
  const body = await apiRequest<AccountResponse>('/api/user/resend-otp', {
    method: 'POST',
    body: { email },
    sendToken: false,
    fallbackMessage: resendFailedMessage,
  });
  return messageOf(body, 'New OTP sent to your email');
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
