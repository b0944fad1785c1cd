import { inArray } from 'drizzle-orm';
import {
  defaultWhatsappTemplates,
  whatsappMessageKinds,
  type WhatsappMessageKind,
  type WhatsappTemplates,
  type WhatsappTemplatesInput,
} from '@shop/core/messages/whatsapp-templates';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { whatsappTemplates } from '../../db/schema/content';
import { auditedWrite } from '../../lib/audit';
import { claimSettingEdit } from '../../lib/edit-version';
import { cacheKeys } from '../../lib/cache-keys';

/** The owner's wording of each message, the shop's default where the owner kept it. */
export async function currentWhatsappTemplates(db: Queryable): Promise<WhatsappTemplates> {
  const rows = await db.select().from(whatsappTemplates);
  const owned = new Map(rows.map((row) => [row.kind, row.body]));
  return Object.fromEntries(whatsappMessageKinds.map((kind) => [kind, owned.get(kind) ?? defaultWhatsappTemplates[kind]])) as WhatsappTemplates;
}

/** As the console's orders read them: from this process's cache, dropped in every process when they change. */
export function cachedWhatsappTemplates(context: AppContext): Promise<WhatsappTemplates> {
  return context.cache.value(cacheKeys.whatsappTemplates, () => currentWhatsappTemplates(context.db));
}

/** Rewords the kinds given (null: back to the shop's text), keeping the others, in one audited write. */
export function updateWhatsappTemplates(
  context: AppContext,
  actorId: string,
  input: WhatsappTemplatesInput & { version?: number | undefined },
): Promise<{ templates: WhatsappTemplates; version: number }> {
  return auditedWrite(context, { actorId, invalidates: [cacheKeys.whatsappTemplates] }, async (tx) => {
    const version = await claimSettingEdit(
      tx,
      'whatsapp-templates',
      input.version,
      actorId,
      context.clock.now(),
      'Someone else saved the WhatsApp messages since you opened them.',
    );
    const before = await currentWhatsappTemplates(tx);
    const given = whatsappMessageKinds.filter((kind) => input[kind] !== undefined);
    const reset = given.filter((kind) => input[kind] === null || input[kind] === defaultWhatsappTemplates[kind]);
    const reworded = given.filter((kind) => !reset.includes(kind));
    if (reset.length > 0) await tx.delete(whatsappTemplates).where(inArray(whatsappTemplates.kind, reset));
    const now = context.clock.now();
    for (const kind of reworded) {
      const body = input[kind as WhatsappMessageKind]!;
      await tx
        .insert(whatsappTemplates)
        .values({ kind, body, updatedAt: now })
        .onConflictDoUpdate({ target: whatsappTemplates.kind, set: { body, updatedAt: now } });
    }
    const after = await currentWhatsappTemplates(tx);
    return { result: { templates: after, version }, audit: { action: 'update', entity: 'whatsapp_templates', entityId: 'shop', before, after } };
  });
}
