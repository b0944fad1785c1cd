import { setToken } from '../lib/storage';
import { json, type FakeHandler } from './fake-api';
import { makeToken } from './render-app';

export const ownerAccount = { _id: 'owner-1', name: 'Ayesha Khan', email: 'owner@khalis.pk', role: 'admin' as const };

/**
 * Signs the owner in on this device, as the console's sign-in would, and answers the account check
 * the console makes first. Spread the returned routes into stubApi beside the screen's own.
 */
export function signInAsOwner(account: { _id: string; name: string; email: string; role: 'admin' | 'customer' } = ownerAccount): Record<string, FakeHandler> {
  setToken(makeToken({ id: account._id, exp: Math.floor(Date.now() / 1000) + 3600 }));
  return {
    'GET /api/user/me': () => json({ success: true, user: account }),
  };
}
