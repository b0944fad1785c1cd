import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authFallbackMessage, sessionStartOf, type AccountResponse, type SessionStart } from '../account-responses';

export interface LoginInput {
  email: string;
  password: string;
}

export async function login(input: LoginInput): Promise<SessionStart> {
  const body = await apiRequest<AccountResponse>('/api/user/login', {
    method: 'POST',
    body: input,
    // A wrong password answers 401; that must not read as the end of some older session.
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return sessionStartOf(body, 'Logged in successfully');
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
