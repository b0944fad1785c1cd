import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages as texts, contactSubjectLabels, newsletterMessages, type ContactSubject } from '@shop/core/contact-schemas';
import { messageErrorCodes } from '@shop/core/contract/messages';
import type { AppContext } from '../../app-context';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';
import { cacheKeys } from '../../lib/cache-keys';
import { notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { getBusinessDetails } from '../business/service';
import { contactNotificationEmail, newsletterWelcomeEmail } from './emails';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}

/** Stored for the admin, and emailed to the support address with the sender as reply-to. */
export async function receiveContactMessage(context: AppContext, input: ContactInput): Promise<string> {
  await context.db.insert(contactMessages).values({ id: newId(), ...input, createdAt: context.clock.now() });
  const details = await business(context);
  context.mailer.send(contactNotificationEmail(input, contactSubjectLabels[input.subject], details));
  return texts.sent;
}

export async function subscribe(context: AppContext, email: string): Promise<string> {
  const now = context.clock.now();
  const changed = await context.db
    .insert(newsletterSubscribers)
    .values({ email, subscribedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { subscribedAt: now, unsubscribedAt: null },
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning({ email: newsletterSubscribers.email });
  if (changed.length > 0) await context.mailer.sendComposed(async () => newsletterWelcomeEmail(email, await business(context), context.config.publicUrl));
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
