import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages as texts, newsletterMessages, type ContactSubject } from '@shop/core/contact-schemas';
import { messageErrorCodes } from '@shop/core/contract/messages';
import type { AppContext } from '../../app-context';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';
import { notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../../lib/outbox';
import { contactNotificationMail, newsletterWelcomeMail } from './emails';

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}

/** Stored for the admin and, in the same transaction, queued as an alert to the owner with the sender as reply-to. */
export async function receiveContactMessage(context: AppContext, input: ContactInput): Promise<string> {
  await context.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id: newId(), ...input, createdAt: context.clock.now() });
    await enqueueEmail(tx, context, contactNotificationMail, input);
  });
  return texts.sent;
}

export async function subscribe(context: AppContext, email: string): Promise<string> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const changed = await tx
      .insert(newsletterSubscribers)
      .values({ email, subscribedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { subscribedAt: now, unsubscribedAt: null },
        setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
      })
      .returning({ email: newsletterSubscribers.email });
    // Only a new (or returning) subscriber is welcomed: subscribing twice sends one email.
    if (changed.length > 0) await enqueueEmail(tx, context, newsletterWelcomeMail, { email });
  });
  return newsletterMessages.subscribed;
}

export async function unsubscribe(context: AppContext, email: string): Promise<string> {
  const changed = await context.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: context.clock.now() })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ email: newsletterSubscribers.email });
  if (changed.length === 0) throw notFound(messageErrorCodes.notSubscribed, newsletterMessages.notSubscribed);
  return newsletterMessages.unsubscribed;
}
