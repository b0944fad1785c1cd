import { adminOutboxErrorCodes, type AdminFailedOutboxMessageDto } from '@shop/core/contract/admin/outbox';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import { wakeOutboxOnCommit } from '../../lib/outbox';
import { findFailedPage, lockOutboxRow, requeueOutboxRow, type OutboxRow } from './outbox-repository';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toFailedMessageDto(row: OutboxRow): AdminFailedOutboxMessageDto {
  const payload = row.payload;
  return {
    _id: row.id,
    kind: row.kind,
    name: text(payload.template) ?? text(payload.event) ?? '',
    to: text(payload.to),
    subject: text(payload.subject),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFailedMessages(db: Queryable, page: { limit: number; offset: number }) {
  const { rows, total } = await findFailedPage(db, page);
  return { messages: rows.map(toFailedMessageDto), total };
}

/** Puts a failed message back in the outbox with a fresh round of attempts; every dispatcher hears of it at the commit. */
export async function retryFailedMessage(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const row = await lockOutboxRow(tx, id);
    if (!row) throw notFound(adminOutboxErrorCodes.messageNotFound, 'Message not found');
    if (row.state !== 'failed') {
      throw conflict(adminOutboxErrorCodes.notFailed, `Only a failed message can be sent again; this one is ${row.state}.`);
    }
    await requeueOutboxRow(tx, id, context.clock.now());
    await wakeOutboxOnCommit(tx);
    return {
      result: undefined,
      audit: { action: 'retry', entity: 'outbox', entityId: id, before: { state: row.state, attempts: row.attempts }, after: { state: 'pending' } },
    };
  });
}
