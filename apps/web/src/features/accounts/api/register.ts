import type { register as registerEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { authFallbackMessage, type SessionStart } from '../account-responses';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export async function register(input: RegisterInput): Promise<SessionStart> {
  const { token, message } = await apiCall<typeof registerEndpoint>('POST /api/user/register', {
    body: input,
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return { token, message };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
