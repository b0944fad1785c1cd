import type { confirmNewsletter } from '@shop/core/messages/contract';
import { CircleAlert, CircleCheckBig, ClockAlert, Link2Off, LoaderCircle, Mail, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import { linkCardButtonClass, LinkOutcomeCard, type LinkCardLook } from '../../../components/ui/link-outcome-card';

type Outcome = 'ready' | 'confirming' | 'confirmed' | 'alreadySubscribed' | 'expired' | 'invalid' | 'failed';

/** What the answer means for the reader, by its status and code, never its message. */
function outcomeOf(error: unknown): Outcome {
  if (hasErrorCode<typeof confirmNewsletter>(error, 'ALREADY_SUBSCRIBED')) return 'alreadySubscribed';
  if (hasErrorCode<typeof confirmNewsletter>(error, 'NEWSLETTER_CONFIRM_LINK_EXPIRED')) return 'expired';
  // A mangled or forged token: the link itself is of no use.
  if (isApiError(error) && error.status === 400) return 'invalid';
  return 'failed';
}

// docs/product.md §2 Newsletter links: each outcome's heading; the words under an answer are the server's (§8).
const looks: Record<Outcome, LinkCardLook> = {
  ready: { icon: Mail, iconClassName: 'text-leaf-700', title: 'Confirm your subscription' },
  confirming: { icon: LoaderCircle, iconClassName: 'animate-spin text-leaf-700', title: 'Confirming...' },
  confirmed: { icon: CircleCheckBig, iconClassName: 'text-leaf-700', title: 'Subscription confirmed' },
  alreadySubscribed: { icon: MailCheck, iconClassName: 'text-leaf-700', title: 'Already subscribed' },
  expired: { icon: ClockAlert, iconClassName: 'text-clay-deep', title: 'Link expired' },
  invalid: { icon: Link2Off, iconClassName: 'text-clay-deep', title: 'Link not valid' },
  failed: { icon: CircleAlert, iconClassName: 'text-red-700', title: 'Not confirmed yet' },
};

export const confirmNewsletterInvitation =
  'Press the button to receive our newsletter: new handmade batches, seasonal deals and skincare tips, a few times a month.';
/** A link without a token never reaches the server, so the page says this itself. */
const missingTokenMessage = 'This confirmation link is incomplete. Please open the link in your email exactly as it was sent.';

/**
 * docs/product.md §2 (/newsletter/confirm?token=…), the page the confirmation email links to. Opening it
 * changes nothing (mail scanners open links before people do): the reader presses the button, which POSTs
 * the token. No login needed.
 */
export function NewsletterConfirmPage() {
  useDocumentTitle('Confirm your subscription');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmNewsletter();

  let outcome: Outcome = 'ready';
  let message = confirmNewsletterInvitation;
  if (token === '') {
    outcome = 'invalid';
    message = missingTokenMessage;
  } else if (confirm.isPending) {
    outcome = 'confirming';
    message = 'This takes just a moment.';
  } else if (confirm.isSuccess) {
    outcome = 'confirmed';
    message = confirm.data;
  } else if (confirm.isError) {
    outcome = outcomeOf(confirm.error);
    message = confirm.error.message;
  }

  const offersButton = outcome === 'ready' || outcome === 'confirming' || outcome === 'failed';
  return (
    <LinkOutcomeCard
      eyebrow="NEWSLETTER"
      look={looks[outcome]}
      message={message}
      answered={confirm.isSuccess || confirm.isError}
      action={
        offersButton ? (
          <button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate(token)} className={linkCardButtonClass}>
            {outcome === 'failed' ? 'Try again' : 'Confirm my subscription'}
          </button>
        ) : null
      }
    />
  );
}
