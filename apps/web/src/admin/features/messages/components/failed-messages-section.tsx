import type { retryAdminOutboxMessage } from '@shop/core/console/admin-outbox-contract';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useFailedMessages, type FailedMessage } from '../api/list-failed-messages';
import { useRetryFailedMessage } from '../api/retry-failed-message';

/** 'order-confirmation' → 'Order confirmation'; a webhook's event ('order.placed') is shown as it is. */
function whatFailed(message: FailedMessage): string {
  if (message.kind === 'webhook') return `Webhook: ${message.name || 'unnamed event'}`;
  // Its device is the To line and its title the Subject line.
  if (message.kind === 'push') return 'Notification to a phone';
  const template = message.name.replace(/[-_]+/g, ' ').trim();
  return `Email: ${template ? template.charAt(0).toUpperCase() + template.slice(1) : 'unnamed'}`;
}

function FailedMessageCard({ message }: { message: FailedMessage }) {
  const headingId = useId();
  const retry = useRetryFailedMessage();
  const onRetry = () =>
    retry.mutate(message._id, {
      onSuccess: (answer) => toast.success(answer),
      onError: (error) =>
        // Already back in the outbox (retried from another tab, or sent meanwhile): the list reloads without it.
        hasErrorCode<typeof retryAdminOutboxMessage>(error, 'OUTBOX_MESSAGE_NOT_FAILED') ? toast.info(error.message) : toast.error(error.message),
    });

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-linen bg-white p-4 sm:p-5">
        <h3 id={headingId} className="break-words text-base font-semibold text-ink">
          {whatFailed(message)}
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
          {message.to ? (
            <>
              <dt className="text-muted">To</dt>
              <dd className="min-w-0 break-all text-ink">{message.to}</dd>
            </>
          ) : null}
          {message.subject ? (
            <>
              <dt className="text-muted">Subject</dt>
              <dd className="min-w-0 break-words text-ink">{message.subject}</dd>
            </>
          ) : null}
          <dt className="text-muted">Attempts</dt>
          <dd className="text-ink">{message.attempts}</dd>
          <dt className="text-muted">First queued</dt>
          <dd className="text-ink">{formatShopDateTime(message.createdAt)}</dd>
          <dt className="text-muted">Last error</dt>
          <dd className="min-w-0 whitespace-pre-wrap break-all font-mono text-xs text-red-800">{message.lastError ?? 'No error was recorded.'}</dd>
        </dl>
        <div className="mt-3 border-t border-linen pt-3">
          <button type="button" disabled={retry.isPending} onClick={onRetry} className={buttonClass.primary}>
            <RotateCw aria-hidden="true" className="size-4" />
            {retry.isPending ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </article>
    </li>
  );
}

/** Emails, webhook calls and phone notifications the outbox gave up on after its last attempt, newest first, each with Retry. */
export function FailedMessagesSection() {
  const [searchParams] = useSearchParams();
  const query = useFailedMessages(pageFromSearch(searchParams));
  return (
    <QueryView
      query={query}
      isEmpty={(page) => page.messages.length === 0}
      empty={<EmptyState title="Nothing failed">Every email, webhook call and phone notification has gone out, or is still being tried.</EmptyState>}
    >
      {(page) => (
        <>
          <p className="mb-4 text-sm text-muted">
            Emails and webhook calls were tried for about a day, notifications for a few minutes. Fix the cause (a mistyped address, a mail server that
            refused), then retry.
          </p>
          <ul aria-label="Failed messages" className={`grid gap-3 lg:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {page.messages.map((message) => (
              <FailedMessageCard key={message._id} message={message} />
            ))}
          </ul>
          <Pager label="Failed messages" page={page} shown={page.messages.length} />
        </>
      )}
    </QueryView>
  );
}
