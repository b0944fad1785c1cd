import { emailVerificationMessages } from '@shop/core/accounts/email-verification';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { failureMessage } from '../account-responses';
import { useCurrentUser } from '../api/get-current-user';
import { resendVerificationFailedMessage, useResendVerification } from '../api/resend-verification';

/**
 * docs/product.md §2 Accounts, verified email: until the account's address is proven the shop sends it
 * no order mail, so the account page and the order's confirmation page say so, with a way to get the
 * link again. Nothing shows for a verified account, a visitor, or while the account loads.
 */
export function VerifyEmailNotice({ className = '' }: { className?: string }) {
  const { userId } = useAuth();
  const user = useCurrentUser(userId);
  const resend = useResendVerification();
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  if (!user.data || user.data.emailVerified) return null;

  const send = async () => {
    setAnswer(null);
    try {
      setAnswer({ text: await resend.mutateAsync(), failed: false });
    } catch (error) {
      setAnswer({ text: failureMessage(error, resendVerificationFailedMessage), failed: true });
    }
  };

  return (
    <section aria-labelledby="verify-email-title" className={`rounded-2xl border border-clay/40 bg-clay/10 p-4 sm:p-5 ${className}`}>
      <div className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-clay-deep" />
        <div className="min-w-0 flex-1">
          <h2 id="verify-email-title" className="font-semibold text-ink">
            {emailVerificationMessages.verifyToGetUpdates}
          </h2>
          <p className="mt-1 text-sm break-words text-ink/80">
            We sent a link to <strong>{user.data.email}</strong>. Until you open it, we cannot email you about your orders; My Orders always shows them.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void send()}
              disabled={resend.isPending}
              className="inline-flex min-h-11 items-center rounded-full border border-ink bg-white px-5 py-2 text-sm font-semibold text-ink hover:bg-ink hover:text-white disabled:opacity-60"
            >
              {resend.isPending ? 'Sending...' : 'Send the link again'}
            </button>
          </div>
          <div role="status" aria-live="polite" className="empty:hidden">
            {answer ? <p className={`mt-3 text-sm ${answer.failed ? 'text-red-800' : 'text-leaf-800'}`}>{answer.text}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
