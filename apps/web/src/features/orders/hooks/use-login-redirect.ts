import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/auth';
import { setRedirectAfterLogin } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

interface LoginRedirect {
  isLoggedIn: boolean;
  userId: string | null;
  /** Sends the shopper to /login now with `message`, to come back to the page afterwards. */
  redirectToLogin: (message: string) => void;
  /**
   * While true, a session that ends is left to the caller (a 401 during an order tells the shopper
   * their session expired, rather than that they must log in).
   */
  holdRef: { current: boolean };
}

/**
 * docs/product.md §4 Placing an order, step 1 (and the same for My Orders): a logged-out shopper is sent to
 * /login with an error, and `returnPath` is remembered so login brings them back.
 */
export function useLoginRedirect(returnPath: string, loggedOutMessage: string): LoginRedirect {
  const session = useSession();
  const navigate = useNavigate();
  const holdRef = useRef(false);

  const redirectToLogin = useCallback(
    (message: string) => {
      setRedirectAfterLogin(returnPath);
      // One id, so a repeated effect (React's development double run) shows one toast.
      toast.error(message, { id: 'login-required' });
      void navigate('/login', { replace: true });
    },
    [navigate, returnPath],
  );

  const isLoggedIn = session !== null;
  useEffect(() => {
    if (!isLoggedIn && !holdRef.current) redirectToLogin(loggedOutMessage);
  }, [isLoggedIn, loggedOutMessage, redirectToLogin]);

  return { isLoggedIn, userId: session?.userId ?? null, redirectToLogin, holdRef };
}
