import type { AdminContactMessageDto, AdminSubscriberDto } from '@shop/core/admin-types';
import { adminMessageErrorCodes } from '@shop/core/contract/admin/messages';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { toCsv } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
import { newsletterUnsubscribeLinks, type LinkContext } from '../messages/service';
import { activeSubscriberRows, findMessagePage, lockMessageRow, setMessageHandledAt, type MessageRow } from './messages-repository';

const toMessageDto = (row: MessageRow): AdminContactMessageDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  handled: row.handledAt !== null,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listContactMessages(db: Queryable, filter: { handled?: boolean | undefined; limit: number; offset: number }) {
  const { rows, total } = await findMessagePage(db, filter);
  return { messages: rows.map(toMessageDto), total };
}

/** Marks a message handled (or not yet handled again); handling twice keeps the first time. */
export function markHandled(context: AppContext, actorId: string, id: string, handled: boolean): Promise<AdminContactMessageDto> {
  // Messages are never in a cached public answer.
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const before = await lockMessageRow(tx, id);
    if (!before) throw notFound(adminMessageErrorCodes.messageNotFound, 'Message not found');
    const row = await setMessageHandledAt(tx, id, handled ? (before.handledAt ?? context.clock.now()) : null);
    return {
      result: toMessageDto(row),
      audit: {
        action: handled ? 'handled' : 'unhandled',
        entity: 'contact_message',
        entityId: id,
        before: { handled: before.handledAt !== null },
        after: { handled },
      },
    };
  });
}

/** Confirmed and not unsubscribed since, oldest first (the order a mailing tool imports them in). */
export async function activeSubscribers(db: Queryable): Promise<AdminSubscriberDto[]> {
  return (await activeSubscriberRows(db)).map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString() }));
}

/**
 * The active subscribers as CSV: the admin API's download and the command line's export. Each row carries
 * the subscriber's own signed unsubscribe links, for the owner's mailing tool: the page for the email's
 * body, the one-click address for its List-Unsubscribe header (docs/product.md §10).
 */
export async function exportSubscribers(context: Pick<AppContext, 'db'> & LinkContext): Promise<string> {
  const subscribers = await activeSubscribers(context.db);
  const rows = await Promise.all(
    subscribers.map(async ({ email, subscribedAt }) => {
      const links = await newsletterUnsubscribeLinks(context, email);
      return [email, subscribedAt, links.page, links.oneClick];
    }),
  );
  return toCsv(['email', 'subscribed_at', 'unsubscribe_url', 'one_click_unsubscribe_url'], rows);
}
