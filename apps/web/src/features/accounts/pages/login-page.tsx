import { KeyRound, LogIn, MailCheck, UserRoundPlus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { takeRedirectAfterLogin } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useLoginWithCart } from '../../cart/api/merge-cart';
import type { SessionStart } from '../account-responses';
import { useCurrentUser } from '../api/get-current-user';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignupForm } from '../components/signup-form';

type Mode = 'login' | 'signup' | 'forgot' | 'reset';

interface View {
  mode: Mode;
  /** The address carried from one mode to the next (login → forgot → reset → back). */
  email: string;
}

const modeCopy: Record<Mode, { title: string; lead: string; icon: LucideIcon }> = {
  login: { title: 'Login', lead: 'Welcome back. Log in to check out, follow your orders and write reviews.', icon: LogIn },
  signup: { title: 'Sign Up', lead: 'Create an account to place orders, keep your cart and share reviews.', icon: UserRoundPlus },
  forgot: { title: 'Forgot Password', lead: "Enter your account's email and we'll send you a 6-digit code.", icon: MailCheck },
  reset: { title: 'Reset Password', lead: 'Enter the code we emailed you and choose a new password.', icon: KeyRound },
};

/**
 * docs/product.md §2 Login page and §4 Login page modes: login, signup, forgot-password and reset-password in
 * one card. A shopper whose token the server still accepts is sent to /.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const loginWithCart = useLoginWithCart();
  const [view, setView] = useState<View>({ mode: 'login', email: '' });
  // Set on login or signup success: the new token must not trigger the "already logged in" redirect
  // while the router is still on its way to the return path.
  const [leaving, setLeaving] = useState(false);
  const checkUserId = session && !leaving ? session.userId : null;
  // A token can look fine here yet be refused by the server (a password reset on another device):
  // asking settles it, and a 401 logs the shopper out through the API client, showing the form.
  const check = useCurrentUser(checkUserId);
  useLoadingFlag('user', checkUserId !== null && check.isPending);

  const copy = modeCopy[view.mode];
  useDocumentTitle(copy.title);

  // Focus follows a mode change to the new heading, so keyboard and screen-reader users land on
  // the new card instead of on a control that no longer exists.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view.mode]);

  if (checkUserId !== null) {
    // Any answer but a 401 (which removes the token) means the session stands; offline counts too.
    return check.isPending ? null : <Navigate to="/" replace />;
  }

  function startSession({ token, message }: SessionStart) {
    setLeaving(true);
    // Stores the token; a visitor's cart joins the account's (docs/product.md §4 Cart).
    loginWithCart(token);
    toast.success(message);
    void navigate(takeRedirectAfterLogin() ?? '/', { replace: true });
  }

  const Icon = copy.icon;
  return (
    <div className="shop-container flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="account-card-title"
        className="w-full max-w-md rounded-3xl border border-linen bg-white px-5 py-8 shadow-[0_12px_40px_-24px_rgba(35,48,42,0.35)] sm:px-10 sm:py-10"
      >
        <div className="text-center">
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h1 id="account-card-title" ref={headingRef} tabIndex={-1} className="mt-4 font-serif text-3xl text-ink focus:outline-none sm:text-4xl">
            {copy.title}
          </h1>
          <span aria-hidden="true" className="mx-auto mt-3 block h-0.5 w-10 bg-leaf-700" />
          <p className="mt-4 text-sm text-muted">{copy.lead}</p>
        </div>
        <div className="mt-8" key={view.mode}>
          {view.mode === 'login' ? (
            <LoginForm
              defaultEmail={view.email}
              onLoggedIn={startSession}
              onForgotPassword={(email) => setView({ mode: 'forgot', email })}
              onSignUp={() => setView({ mode: 'signup', email: '' })}
            />
          ) : null}
          {view.mode === 'signup' ? <SignupForm onSignedUp={startSession} onLogin={() => setView({ mode: 'login', email: '' })} /> : null}
          {view.mode === 'forgot' ? (
            <ForgotPasswordForm
              defaultEmail={view.email}
              onCodeSent={(email, message) => {
                toast.success(message);
                setView({ mode: 'reset', email });
              }}
              onBack={(email) => setView({ mode: 'login', email })}
            />
          ) : null}
          {view.mode === 'reset' ? (
            <ResetPasswordForm
              email={view.email}
              onPasswordReset={(message) => {
                toast.success(message);
                // docs/product.md §4: back to login with email, code and new password cleared.
                setView({ mode: 'login', email: '' });
              }}
              onBack={() => setView({ mode: 'login', email: view.email })}
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}
