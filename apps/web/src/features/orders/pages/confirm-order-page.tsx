import type { confirmOrder } from '@shop/core/orders/contract';
import { CircleAlert, CircleCheckBig, CircleX, ClipboardCheck, ClockAlert, Link2Off, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { linkCardButtonClass, linkCardLinkClass, LinkOutcomeCard, type LinkCardLook } from '../../../components/ui/link-outcome-card';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmOrder, type ConfirmProof } from '../api/confirm-order';

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
const looks: Record<Outcome, LinkCardLook> = {
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

interface ConfirmOrderOutcomeProps {
  /** What the page POSTs, the same object while the link is the same; null when the link names no order, and nothing is sent. */
  proof: ConfirmProof | null;
  /** What the page says itself when the link names no order. */
  unusableMessage: string;
}

/**
 * docs/product.md §2 Confirm order: the card of the pages a confirm link opens, the emailed link's
 * (/orders/confirm?token=…) and the WhatsApp message's short link (/c/{code}). Loading the page changes
 * nothing on the server (mail scanners and link previews fetch links before people do): the page itself
 * POSTs the proof, once, and says what came of it. No login needed.
 */
export function ConfirmOrderOutcome({ proof, unusableMessage }: ConfirmOrderOutcomeProps) {
  useDocumentTitle('Confirm your order');
  const confirm = useConfirmOrder();
  const { mutate } = confirm;
  // Each link is sent once per visit: a second POST would only answer "already confirmed".
  const sentFor = useRef<ConfirmProof | null>(null);

  useEffect(() => {
    if (proof === null || sentFor.current === proof) return;
    sentFor.current = proof;
    mutate(proof);
  }, [proof, mutate]);

  let outcome: Outcome = 'confirming';
  let message = 'This takes just a moment.';
  if (proof === null) {
    outcome = 'invalid';
    message = unusableMessage;
  } else if (confirm.isSuccess) {
    outcome = 'confirmed';
    message = confirm.data.message;
  } else if (confirm.isError) {
    outcome = outcomeOf(confirm.error);
    message = confirm.error.message;
  }
  return (
    <LinkOutcomeCard
      eyebrow="ORDER CONFIRMATION"
      look={looks[outcome]}
      message={message}
      detail={confirm.isSuccess ? `Order #${confirm.data.order.orderNumber}` : undefined}
      answered={confirm.isSuccess || confirm.isError}
      action={
        outcome === 'failed' && proof !== null ? (
          <button type="button" onClick={() => mutate(proof)} className={linkCardButtonClass}>
            Try again
          </button>
        ) : null
      }
      links={
        <>
          <Link to="/orders" className={linkCardLinkClass}>
            View my orders
          </Link>
          {outcome === 'expired' ? (
            <Link to="/contact" className={linkCardLinkClass}>
              Contact us
            </Link>
          ) : null}
        </>
      }
    />
  );
}

/** docs/product.md §2 Confirm order (/orders/confirm?token=…), the page the "Confirm my order" link of the order email opens. */
export function ConfirmOrderPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const proof = useMemo(() => (token === '' ? null : { token }), [token]);
  return <ConfirmOrderOutcome proof={proof} unusableMessage={missingTokenMessage} />;
}
