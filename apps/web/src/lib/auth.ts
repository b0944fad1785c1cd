import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { decodeJwt } from 'jose';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { clearCart, getToken, localKeys, removeToken, setDiscountCode, subscribeToKey } from './storage';
import { toast } from './toast';

export interface AuthSession {
  token: string;
  userId: string;
}

/**
 * Reads the user id from the token's payload without verifying it: the server checks every call,
 * the browser only needs to know whom to show. A token that does not decode, carries no id or has
 * expired counts as logged out, so the shopper is offered the login page rather than failing calls.
 */
export function readSession(token: string | null, nowMs = Date.now()): AuthSession | null {
  if (!token) return null;
  try {
    const payload = decodeJwt(token);
    const candidate = payload.id ?? payload.userId ?? payload._id ?? payload.sub;
    if (typeof candidate !== 'string' || !candidate) return null;
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs) return null;
    return { token, userId: candidate };
  } catch {
    return null;
  }
}

const subscribeToToken = (listener: () => void) => subscribeToKey(localKeys.token, listener);

/** The login state of docs/product.md §4 without the router; for code outside components, read getToken(). */
export function useSession(): AuthSession | null {
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  return useMemo(() => readSession(token), [token]);
}

/**
 * Queries whose data belongs to the logged-in shopper set `meta: { private: true }`; logout drops
 * them so the next person on the device never sees the previous one's orders or cart.
 */
export const privateQueryMeta = { private: true } as const;

function dropPrivateQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
}

/**
 * The server refused `refusedToken` (401): the session is over, so the shopper is logged out the
 * way Logout does it, quietly, since the calling page shows its own error. Only that token is
 * dropped: a fresh login that happened while the call was under way stays.
 */
export function endRefusedSession(refusedToken: string): void {
  if (getToken() !== refusedToken) return;
  removeToken();
  clearCart();
  setDiscountCode(null);
}

export interface Auth {
  isLoggedIn: boolean;
  userId: string | null;
  token: string | null;
  logout: () => void;
}

export function useAuth(): Auth {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = useCallback(() => {
    removeToken();
    clearCart();
    setDiscountCode(null);
    dropPrivateQueries(queryClient);
    toast.success('Logged out successfully');
    void navigate('/login');
  }, [navigate, queryClient]);

  // A session can also end without Logout: a refused token (endRefusedSession) or another tab
  // logging out. The shopper's private data goes then too.
  const hadSession = useRef(session !== null);
  useEffect(() => {
    if (session !== null) {
      hadSession.current = true;
    } else if (hadSession.current) {
      hadSession.current = false;
      dropPrivateQueries(queryClient);
    }
  }, [session, queryClient]);

  return {
    isLoggedIn: session !== null,
    userId: session?.userId ?? null,
    token: session?.token ?? null,
    logout,
  };
}
