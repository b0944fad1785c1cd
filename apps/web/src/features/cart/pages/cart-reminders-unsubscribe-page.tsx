import { CircleAlert, CircleCheckBig, Link2Off, LoaderCircle, MailMinus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUnsubscribeCartReminders } from '../api/unsubscribe-cart-reminders';
import { linkCardButtonClass, LinkOutcomeCard, type LinkCardLook } from '../../../components/ui/link-outcome-card';

type Outcome = 'ready' | 'unsubscribing' | 'unsubscribed' | 'invalid' | 'failed';

// Each outcome's heading; the words under an answer are the server's (docs/product.md §8).
const looks: Record<Outcome, LinkCardLook> = {
  ready: { icon: MailMinus, iconClassName: 'text-leaf-700', title: 'Turn off cart reminders' },
  unsubscribing: { icon: LoaderCircle, iconClassName: 'animate-spin text-leaf-700', title: 'Turning them off...' },
  unsubscribed: { icon: CircleCheckBig, iconClassName: 'text-leaf-700', title: 'Cart reminders are off' },
  invalid: { icon: Link2Off, iconClassName: 'text-clay-deep', title: 'Link not valid' },
  failed: { icon: CircleAlert, iconClassName: 'text-red-700', title: 'Not turned off yet' },
};

export const cartRemindersInvitation = 'Press the button and we will stop emailing you about items left in your cart.';
/** A link without a token never reaches the server, so the page says this itself. */
const missingTokenMessage = 'This link is incomplete. Please open the link in your email exactly as it was sent.';

/**
 * docs/product.md §2 Carts that come back (/cart-reminders/unsubscribe?token=…), the page a cart
 * reminder links to. Opening it changes nothing: the button POSTs the token, as a mail client's own
 * one-click button does. No login needed.
 */
export function CartRemindersUnsubscribePage() {
  useDocumentTitle('Cart reminders');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeCartReminders();

  let outcome: Outcome = 'ready';
  let message = cartRemindersInvitation;
  if (token === '') {
    outcome = 'invalid';
    message = missingTokenMessage;
  } else if (unsubscribe.isPending) {
    outcome = 'unsubscribing';
    message = 'This takes just a moment.';
  } else if (unsubscribe.isSuccess) {
    outcome = 'unsubscribed';
    message = unsubscribe.data;
  } else if (unsubscribe.isError) {
    const status = isApiError(unsubscribe.error) ? unsubscribe.error.status : undefined;
    // A link used before has done its work; a forged or mangled one is of no use; anything else may be tried again.
    outcome = status === 409 ? 'unsubscribed' : status === 404 || status === 400 ? 'invalid' : 'failed';
    message = unsubscribe.error.message;
  }

  const offersButton = outcome === 'ready' || outcome === 'unsubscribing' || outcome === 'failed';
  return (
    <LinkOutcomeCard
      eyebrow="CART REMINDERS"
      look={looks[outcome]}
      message={message}
      answered={unsubscribe.isSuccess || unsubscribe.isError}
      action={
        offersButton ? (
          <button type="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} className={linkCardButtonClass}>
            {outcome === 'failed' ? 'Try again' : 'Turn off reminders'}
          </button>
        ) : null
      }
    />
  );
}
