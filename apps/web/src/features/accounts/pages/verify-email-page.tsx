import type { verifyEmail } from '@shop/core/accounts/contract';
import { formatRupees } from '@shop/core/shared/money';
import { CircleAlert, CircleCheckBig, ClockAlert, Link2Off, LoaderCircle, MailCheck, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { linkCardButtonClass, linkCardLinkClass, LinkOutcomeCard, type LinkCardLook } from '../../../components/ui/link-outcome-card';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmOrder } from '../../orders/api/confirm-order';
import { useVerifyEmail, type WaitingOrder } from '../api/verify-email';

type Outcome = 'verifying' | 'verified' | 'alreadyVerified' | 'expired' | 'invalid' | 'anotherAccount' | 'failed';

/** What the answer means for the shopper, by its status and code, never its message. */
function outcomeOf(error: unknown): Outcome {
  if (hasErrorCode<typeof verifyEmail>(error, 'EMAIL_ALREADY_VERIFIED')) return 'alreadyVerified';
  if (hasErrorCode<typeof verifyEmail>(error, 'VERIFICATION_LINK_EXPIRED')) return 'expired';
  if (hasErrorCode<typeof verifyEmail>(error, 'VERIFICATION_FOR_ANOTHER_ACCOUNT')) return 'anotherAccount';
  if (isApiError(error) && error.status === 400) return 'invalid';
  return 'failed';
}

const looks: Record<Outcome, LinkCardLook> = {
  verifying: { icon: LoaderCircle, iconClassName: 'animate-spin text-leaf-700', title: 'Verifying your email...' },
  verified: { icon: CircleCheckBig, iconClassName: 'text-leaf-700', title: 'Email verified' },
  alreadyVerified: { icon: MailCheck, iconClassName: 'text-leaf-700', title: 'Already verified' },
  expired: { icon: ClockAlert, iconClassName: 'text-clay-deep', title: 'Link expired' },
  invalid: { icon: Link2Off, iconClassName: 'text-clay-deep', title: 'Link not valid' },
  anotherAccount: { icon: UserX, iconClassName: 'text-clay-deep', title: 'Another account' },
  failed: { icon: CircleAlert, iconClassName: 'text-red-700', title: 'Not verified yet' },
};

const missingTokenMessage = 'This verification link is incomplete. Please open the link in your email exactly as it was sent.';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One order waiting for confirmation, with its own Confirm button and answer. */
function WaitingOrderRow({ order }: { order: WaitingOrder }) {
  const confirm = useConfirmOrder();
  const units = `${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-linen p-4 text-left sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">Order #{order.orderNumber}</p>
        <p className="text-sm text-muted">
          {units} · <span className="tabular-nums">{formatRupees(order.amount)}</span> · placed {dateFormat.format(new Date(order.date))}
        </p>
        <div role="status" aria-live="polite" className="empty:hidden">
          {confirm.isSuccess ? <p className="mt-1 text-sm text-leaf-800">{confirm.data.message}</p> : null}
          {confirm.isError ? <p className="mt-1 text-sm text-red-800">{confirm.error.message}</p> : null}
        </div>
      </div>
      {confirm.isSuccess ? (
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf-700">
          <CircleCheckBig aria-hidden="true" className="size-4" /> Confirmed
        </span>
      ) : (
        <button
          type="button"
          onClick={() => confirm.mutate({ token: order.confirmToken })}
          disabled={confirm.isPending}
          aria-label={`Confirm order #${order.orderNumber}`}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-leaf-700 px-6 py-2 text-sm font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </button>
      )}
    </li>
  );
}

function WaitingOrders({ orders }: { orders: WaitingOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="waiting-orders-title" className="mt-8 border-t border-linen pt-6">
      <h2 id="waiting-orders-title" className="font-serif text-xl text-ink">
        {orders.length === 1 ? 'Your order is waiting for confirmation' : 'Your orders are waiting for confirmation'}
      </h2>
      <p className="mt-2 text-sm text-muted">Confirm now and we start packing; otherwise we will call you to confirm.</p>
      <ul className="mt-4 space-y-3">
        {orders.map((order) => (
          <WaitingOrderRow key={order._id} order={order} />
        ))}
      </ul>
    </section>
  );
}

/**
 * docs/product.md §2 Verify email (/verify-email?token=…), the page the link of the welcome and
 * verification emails opens. Loading it changes nothing on the server (mail scanners fetch links before
 * people do): the page POSTs the token, once, and says what came of it, then offers the orders that wait
 * for confirmation, since their confirm links were never emailed while the address was unproven.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === '' || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let outcome: Outcome = 'verifying';
  let message = 'This takes just a moment.';
  if (token === '') {
    outcome = 'invalid';
    message = missingTokenMessage;
  } else if (verify.isSuccess) {
    outcome = 'verified';
    message = verify.data.message;
  } else if (verify.isError) {
    outcome = outcomeOf(verify.error);
    message = verify.error.message;
  }
  const needsAccountPage = outcome === 'expired' || outcome === 'invalid';

  return (
    <LinkOutcomeCard
      eyebrow="EMAIL VERIFICATION"
      look={looks[outcome]}
      message={message}
      answered={verify.isSuccess || verify.isError}
      action={
        <>
          {outcome === 'failed' ? (
            <button type="button" onClick={() => mutate(token)} className={linkCardButtonClass}>
              Try again
            </button>
          ) : null}
          {verify.isSuccess ? <WaitingOrders orders={verify.data.waitingOrders} /> : null}
        </>
      }
      links={
        <Link to={needsAccountPage ? '/account' : '/orders'} className={linkCardLinkClass}>
          {needsAccountPage ? 'Get a new link' : 'View my orders'}
        </Link>
      }
    />
  );
}
