import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/** Who changed what, and when: every admin write leaves a row here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
