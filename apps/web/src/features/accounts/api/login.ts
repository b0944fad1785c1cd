import type { login as loginEndpoint } from '@shop/core/accounts/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { authFallbackMessage, type SessionStart } from '../account-responses';

export interface LoginInput {
  email: string;
  password: string;
}

export async function login(input: LoginInput): Promise<SessionStart> {
  const { token, message } = await apiCall<typeof loginEndpoint>('POST /api/user/login', {
    body: input,
    // A wrong password answers 401 (BAD_CREDENTIALS); that must not read as the end of some older session.
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return { token, message };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
