import { CircleAlert, CircleCheckBig, Link2Off, LoaderCircle, MailMinus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUnsubscribeByLink } from '../api/unsubscribe-by-link';
import { linkCardButtonClass, LinkOutcomeCard, type LinkCardLook } from '../../../components/ui/link-outcome-card';

type Outcome = 'ready' | 'unsubscribing' | 'unsubscribed' | 'invalid' | 'failed';

// docs/product.md §2 Newsletter links: each outcome's heading; the words under an answer are the server's (§8).
const looks: Record<Outcome, LinkCardLook> = {
  ready: { icon: MailMinus, iconClassName: 'text-leaf-700', title: 'Unsubscribe from our newsletter' },
  unsubscribing: { icon: LoaderCircle, iconClassName: 'animate-spin text-leaf-700', title: 'Unsubscribing...' },
  unsubscribed: { icon: CircleCheckBig, iconClassName: 'text-leaf-700', title: 'You are unsubscribed' },
  invalid: { icon: Link2Off, iconClassName: 'text-clay-deep', title: 'Link not valid' },
  failed: { icon: CircleAlert, iconClassName: 'text-red-700', title: 'Not unsubscribed yet' },
};

export const unsubscribeInvitation = 'Press the button and we will stop sending our newsletter to this address.';
/** A link without a token never reaches the server, so the page says this itself. */
const missingTokenMessage = 'This unsubscribe link is incomplete. Please open the link in your email exactly as it was sent.';

/**
 * docs/product.md §2 (/newsletter/unsubscribe?token=…), the page the newsletter emails and the owner's
 * mailing tool link to. Opening it changes nothing: the button POSTs the token, as a mail client's own
 * one-click button does. No login needed.
 */
export function NewsletterUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeByLink();

  let outcome: Outcome = 'ready';
  let message = unsubscribeInvitation;
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
    // A mangled or forged token is of no use; anything else (no answer, a wait) may be tried again.
    outcome = isApiError(unsubscribe.error) && unsubscribe.error.status === 400 ? 'invalid' : 'failed';
    message = unsubscribe.error.message;
  }

  const offersButton = outcome === 'ready' || outcome === 'unsubscribing' || outcome === 'failed';
  return (
    <LinkOutcomeCard
      eyebrow="NEWSLETTER"
      look={looks[outcome]}
      message={message}
      answered={unsubscribe.isSuccess || unsubscribe.isError}
      action={
        offersButton ? (
          <button type="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} className={linkCardButtonClass}>
            {outcome === 'failed' ? 'Try again' : 'Unsubscribe'}
          </button>
        ) : null
      }
    />
  );
}
