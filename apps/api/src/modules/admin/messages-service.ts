import type { AdminContactMessageDto, AdminSubscriberDto } from '@shop/core/admin-types';
import { adminMessageErrorCodes } from '@shop/core/contract/admin/messages';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { toCsv } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
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

/** Subscribed and not unsubscribed since, oldest first (the order a mailing tool imports them in). */
export async function activeSubscribers(db: Queryable): Promise<AdminSubscriberDto[]> {
  return (await activeSubscriberRows(db)).map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString() }));
}

/** The active subscribers as CSV: the admin API's download and the command line's export. */
export async function exportSubscribers(db: Queryable): Promise<string> {
  const subscribers = await activeSubscribers(db);
  return toCsv(
    ['email', 'subscribed_at'],
    subscribers.map((subscriber) => [subscriber.email, subscriber.subscribedAt]),
  );
}
