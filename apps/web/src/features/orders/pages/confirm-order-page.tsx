import type { confirmOrder } from '@shop/core/contract/orders';
import { CircleAlert, CircleCheckBig, CircleX, ClipboardCheck, ClockAlert, Link2Off, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmOrder } from '../api/confirm-order';

type Outcome = 'confirming' | 'confirmed' | 'alreadyConfirmed' | 'expired' | 'cancelled' | 'invalid' | 'failed';

/** What the answer to the confirm call means for the shopper, by its status and code, never its message. */
function outcomeOf(error: unknown): Outcome {
  if (hasErrorCode<typeof confirmOrder>(error, 'ORDER_ALREADY_CONFIRMED')) return 'alreadyConfirmed';
  if (hasErrorCode<typeof confirmOrder>(error, 'ORDER_CANCELLED')) return 'cancelled';
  if (hasErrorCode<typeof confirmOrder>(error, 'CONFIRM_LINK_EXPIRED')) return 'expired';
  // A mangled or forged token, or the order it names is gone: the link itself is of no use.
  if (isApiError(error) && (error.status === 400 || error.status === 404)) return 'invalid';
  return 'failed';
}

// docs/product.md §2 Confirm order: each outcome's heading; the words under it are the server's (§8).
const looks: Record<Outcome, { icon: LucideIcon; iconClassName: string; title: string }> = {
  confirming: { icon: LoaderCircle, iconClassName: 'animate-spin text-leaf-700', title: 'Confirming your order...' },
  confirmed: { icon: CircleCheckBig, iconClassName: 'text-leaf-700', title: 'Order confirmed' },
  alreadyConfirmed: { icon: ClipboardCheck, iconClassName: 'text-leaf-700', title: 'Already confirmed' },
  expired: { icon: ClockAlert, iconClassName: 'text-clay-deep', title: 'Link expired' },
  cancelled: { icon: CircleX, iconClassName: 'text-red-700', title: 'Order cancelled' },
  invalid: { icon: Link2Off, iconClassName: 'text-clay-deep', title: 'Link not valid' },
  failed: { icon: CircleAlert, iconClassName: 'text-red-700', title: 'Not confirmed yet' },
};

/** A link without a token never reaches the server, so the page says this itself. */
const missingTokenMessage = 'This confirmation link is incomplete. Please open the link in your order email exactly as it was sent.';

/**
 * docs/product.md §2 Confirm order (/orders/confirm?token=…), the page the "Confirm my order" link of the
 * order email opens. Loading it changes nothing on the server (mail scanners fetch links before people
 * do): the page itself POSTs the token, once, and says what came of it. No login needed.
 */
export function ConfirmOrderPage() {
  useDocumentTitle('Confirm your order');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmOrder();
  const { mutate } = confirm;
  // Each token is sent once per visit: a second POST would only answer "already confirmed".
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (token === '' || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let outcome: Outcome = 'confirming';
  let message = 'This takes just a moment.';
  if (token === '') {
    outcome = 'invalid';
    message = missingTokenMessage;
  } else if (confirm.isSuccess) {
    outcome = 'confirmed';
    message = confirm.data.message;
  } else if (confirm.isError) {
    outcome = outcomeOf(confirm.error);
    message = confirm.error.message;
  }
  const { icon: Icon, iconClassName, title } = looks[outcome];

  return (
    <div className="shop-container flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg rounded-2xl border border-linen bg-white px-5 py-8 text-center sm:px-10 sm:py-12">
        {/* One live region for every outcome, so a screen reader hears how the confirmation went. */}
        <div role="status" aria-live="polite" className="flex flex-col items-center">
          <Icon aria-hidden="true" className={`size-12 ${iconClassName}`} strokeWidth={1.5} />
          <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-leaf-700">ORDER CONFIRMATION</p>
          <h1 className="mt-3 font-serif text-2xl text-ink sm:text-3xl">{title}</h1>
          {confirm.isSuccess ? <p className="mt-3 font-semibold text-ink">Order #{confirm.data.order.orderNumber}</p> : null}
          <p className="mt-3 text-sm text-muted sm:text-base">{message}</p>
        </div>
        {outcome === 'failed' ? (
          <button
            type="button"
            onClick={() => mutate(token)}
            className="mt-6 rounded-full border border-ink px-6 py-2.5 text-sm font-semibold text-ink hover:bg-ink hover:text-white"
          >
            Try again
          </button>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <Link to="/orders" className="inline-flex justify-center rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800">
            View my orders
          </Link>
          {outcome === 'expired' ? (
            <Link to="/contact" className="inline-flex justify-center rounded-full border border-linen px-6 py-3 text-sm font-semibold text-ink hover:bg-sand">
              Contact us
            </Link>
          ) : null}
          <Link to="/" className="inline-flex justify-center rounded-full border border-linen px-6 py-3 text-sm font-semibold text-ink hover:bg-sand">
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
