import type { resendOtp as resendOtpEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** docs/product.md §8: a resend that fails without a message of its own says this. */
export const resendFailedMessage = 'Failed to resend OTP';

/** Sends a fresh one-time code; a 429 (OTP_WAIT) carries Retry-After on the thrown ApiError. */
export async function resendOtp(email: string): Promise<string> {
  const { message } = await apiCall<typeof resendOtpEndpoint>('POST /api/user/resend-otp', {
    body: { email },
    sendToken: false,
    fallbackMessage: resendFailedMessage,
  });
  return message;
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
