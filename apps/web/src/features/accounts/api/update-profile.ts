import type { UpdateProfileRequest } from '@shop/core/accounts/account-profile-schemas';
import type { updateProfile as updateProfileEndpoint } from '@shop/core/accounts/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { CurrentUser } from './get-current-user';
import { accountKeys } from './query-keys';

export const updateProfileFailedMessage = 'Could not save your profile. Please try again.';

/** docs/product.md §7 PUT /api/user/profile: the name and phone; answers the account as saved. */
export async function updateProfile(input: UpdateProfileRequest): Promise<{ user: CurrentUser; message: string }> {
  const { user, message } = await apiCall<typeof updateProfileEndpoint>('PUT /api/user/profile', { body: input, fallbackMessage: updateProfileFailedMessage });
  return { user, message };
}

/** The saved account replaces the cached one, so every part of the page shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(accountKeys.currentUser(user._id), user),
  });
}
