import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/auth';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { clearCart, clearConsoleDrafts, removeToken } from '../../lib/storage';
import { useCurrentUser, type CurrentUser } from '../../features/accounts/api/get-current-user';
import { buttonClass } from '../components/buttons';
import { LoadError, LoadingRows } from '../components/query-view';
import { SignInForm } from './sign-in-form';

/** Ends the session on this device and forgets every answer the console was given. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return () => {
    removeToken();
    clearCart();
    clearConsoleDrafts();
    queryClient.clear();
  };
}

function GateCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Shop console`);
  return (
    <main className="flex min-h-screen items-start justify-center bg-cream px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-3xl border border-linen bg-white p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-leaf-700">SHOP CONSOLE</p>
        <h1 className="mb-6 mt-2 text-2xl text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * The console opens only for an owner (an account with the admin role). Signed out: the sign-in form.
 * A customer's account is told it cannot open the console and is shown nothing of the shop's data;
 * the admin API refuses such a token anyway (403).
 */
export function ConsoleGate({ children }: { children: (owner: CurrentUser) => ReactNode }) {
  const session = useSession();
  const currentUser = useCurrentUser(session?.userId ?? null);
  const signOut = useSignOut();

  if (!session) {
    return (
      <GateCard title="Sign in">
        <SignInForm />
        <p className="mt-6 text-center text-sm text-muted">
          <a href="/" className="font-semibold text-leaf-700 hover:underline">
            Back to the shop
          </a>
        </p>
      </GateCard>
    );
  }
  if (currentUser.isPending) {
    return (
      <GateCard title="Opening the console">
        <LoadingRows rows={2} label="Checking your account…" />
      </GateCard>
    );
  }
  if (currentUser.isError) {
    // A refused token has already ended the session (lib/api-client.ts), which shows the sign-in form.
    if (isApiError(currentUser.error) && currentUser.error.status === 401) return null;
    return (
      <GateCard title="Opening the console">
        <LoadError error={currentUser.error} onRetry={() => void currentUser.refetch()} />
      </GateCard>
    );
  }
  if (currentUser.data.role !== 'admin') {
    return (
      <GateCard title="Not an owner's account">
        <p role="alert" className="text-sm text-ink">
          This account cannot open the shop console. Sign in with the owner's account to manage the shop.
        </p>
        <p className="mt-2 break-words text-sm text-muted">Signed in as {currentUser.data.email}</p>
        <div className="mt-6 flex flex-col gap-2">
          <button type="button" onClick={signOut} className={buttonClass.primary}>
            Sign in with another account
          </button>
          <a href="/" className={buttonClass.quiet}>
            Back to the shop
          </a>
        </div>
      </GateCard>
    );
  }
  return <>{children(currentUser.data)}</>;
}
