import { Check, Mail, Phone, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useContactMessages, type ContactMessage } from '../api/list-contact-messages';
import { useMarkMessageHandled } from '../api/mark-message-handled';
import { contactSubjectLabel } from '@shop/core/messages/contact-subjects';

function handledFrom(searchParams: URLSearchParams): boolean | undefined {
  const handled = searchParams.get('handled');
  return handled === 'true' ? true : handled === 'false' ? false : undefined;
}

function emptyTitle(handled: boolean | undefined): string {
  if (handled === false) return 'Nothing waiting: every message is handled';
  return handled ? 'No handled messages yet' : 'No messages yet';
}

const contactLinkClass = 'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-xl px-3 text-sm font-medium text-leaf-700 hover:bg-leaf-50';

function MessageCard({ message }: { message: ContactMessage }) {
  const headingId = useId();
  const mark = useMarkMessageHandled();
  const toggle = () =>
    mark.mutate(
      { id: message._id, handled: !message.handled },
      {
        onSuccess: (changed) =>
          toast.success(changed.handled ? `Message from ${changed.name} marked handled` : `Message from ${changed.name} marked unhandled`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <li>
      <article aria-labelledby={headingId} className={`rounded-2xl border bg-white p-4 sm:p-5 ${message.handled ? 'border-linen' : 'border-leaf-600'}`}>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-ink">
            {message.name}
          </h3>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${message.handled ? 'bg-sand text-muted' : 'bg-amber-100 text-amber-900'}`}>
            {message.handled ? 'Handled' : 'Not handled yet'}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-muted">{formatShopDateTime(message.createdAt)}</p>
        {message.subject ? <p className="mt-3 break-words font-medium text-ink">{contactSubjectLabel(message.subject)}</p> : null}
        <p className="mt-2 whitespace-pre-line break-words text-sm text-ink/90">{message.message}</p>
        <div className="-mx-3 mt-3 flex flex-wrap gap-x-1">
          <a href={`mailto:${message.email}`} className={contactLinkClass}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-all">{message.email}</span>
          </a>
          {message.phone ? (
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className={contactLinkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-all">{message.phone}</span>
            </a>
          ) : null}
        </div>
        <div className="mt-3 border-t border-linen pt-3">
          <button type="button" disabled={mark.isPending} onClick={toggle} className={message.handled ? buttonClass.secondary : buttonClass.primary}>
            {message.handled ? <RotateCcw aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
            {message.handled ? 'Mark unhandled' : 'Mark handled'}
          </button>
        </div>
      </article>
    </li>
  );
}

/** The contact form's messages, newest first; ?handled=false shows only those still waiting for an answer. */
export function ContactMessagesSection() {
  const [searchParams] = useSearchParams();
  const handled = handledFrom(searchParams);
  const query = useContactMessages({ handled, page: pageFromSearch(searchParams) });

  return (
    <>
      <TabLinks
        label="Show messages"
        className="mb-4"
        tabs={[
          { label: 'All', to: consolePath('messages'), current: handled === undefined },
          { label: 'Not handled', to: consolePath('messages', { handled: false }), current: handled === false },
          { label: 'Handled', to: consolePath('messages', { handled: true }), current: handled === true },
        ]}
      />
      <QueryView
        query={query}
        isEmpty={(page) => page.messages.length === 0}
        empty={<EmptyState title={emptyTitle(handled)}>Messages sent through the shop's contact form arrive here.</EmptyState>}
      >
        {(page) => (
          <>
            <ul aria-label="Contact messages" className={`grid gap-3 lg:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
              {page.messages.map((message) => (
                <MessageCard key={message._id} message={message} />
              ))}
            </ul>
            <Pager label="Contact messages" page={page} shown={page.messages.length} />
          </>
        )}
      </QueryView>
    </>
  );
}
