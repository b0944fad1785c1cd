import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useAccountNewsletter } from '../api/get-account-newsletter';
import { setAccountNewsletterFailedMessage, useSetAccountNewsletter } from '../api/set-account-newsletter';

export const accountNewsletterLoadFailedMessage = 'Failed to load your newsletter subscription';

type Note = { tone: 'success' | 'error'; text: string };

/**
 * docs/product.md §2 Account, Newsletter: whether the account's address receives the newsletter, with the
 * one button that changes it at once (subscribing needs a verified address; the server says so otherwise).
 */
export function AccountNewsletterSection({ userId, className = '' }: { userId: string; className?: string }) {
  const headingId = useId();
  const subscription = useAccountNewsletter(userId);
  const change = useSetAccountNewsletter(userId);
  const [note, setNote] = useState<Note | null>(null);

  async function switchTo(subscribed: boolean) {
    setNote(null);
    try {
      setNote({ tone: 'success', text: (await change.mutateAsync(subscribed)).message });
    } catch (error) {
      setNote({ tone: 'error', text: isApiError(error) && error.message ? error.message : setAccountNewsletterFailedMessage });
    }
  }

  let body;
  if (subscription.isSuccess) {
    const subscribed = subscription.data;
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">{subscribed ? 'You receive our newsletter at your account’s email address.' : 'You do not receive our newsletter.'}</p>
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => void switchTo(!subscribed)}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full border border-ink px-6 py-2.5 text-sm font-semibold text-ink hover:bg-ink hover:text-white disabled:cursor-wait disabled:opacity-70"
        >
          {change.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {subscribed ? 'Unsubscribe' : 'Subscribe'}
        </button>
      </div>
    );
  } else if (subscription.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <p>{accountNewsletterLoadFailedMessage}</p>
        <button type="button" onClick={() => void subscription.refetch()} className="mt-1 font-semibold underline underline-offset-2">
          Try again
        </button>
      </div>
    );
  } else {
    body = <Skeleton className="h-11 w-full" />;
  }

  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-linen bg-white p-5 sm:p-6 ${className}`}>
      <h2 id={headingId} className="text-xl text-ink">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-muted">New handmade batches, seasonal deals and skincare tips, a few times a month.</p>
      <div className="mt-5 space-y-4">
        {body}
        <div role="status" className="empty:hidden">
          {note?.tone === 'success' ? <p className="rounded-xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-sm text-leaf-800">{note.text}</p> : null}
        </div>
        <div role="alert" className="empty:hidden">
          {note?.tone === 'error' ? <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{note.text}</p> : null}
        </div>
      </div>
    </section>
  );
}
