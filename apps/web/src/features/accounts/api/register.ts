import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authFallbackMessage, sessionStartOf, type AccountResponse, type SessionStart } from '../account-responses';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export async function register(input: RegisterInput): Promise<SessionStart> {
  const body = await apiRequest<AccountResponse>('/api/user/register', {
    method: 'POST',
    body: input,
    sendToken: false,
    fallbackMessage: authFallbackMessage,
  });
  return sessionStartOf(body, 'Account created successfully');
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
