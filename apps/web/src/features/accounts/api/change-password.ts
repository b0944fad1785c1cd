import type { changePassword as changePasswordEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';

export const changePasswordFailedMessage = 'Could not change your password. Please try again.';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * docs/product.md §7 POST /api/user/change-password. The server ends every session of the account,
 * this one's token included, and answers a fresh token, which replaces the stored one at once: this
 * tab (and the shop's other tabs in this browser) stay signed in, every other device is signed out.
 */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const { token, message } = await apiCall<typeof changePasswordEndpoint>('POST /api/user/change-password', {
    body: input,
    fallbackMessage: changePasswordFailedMessage,
  });
  setToken(token);
  return message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
