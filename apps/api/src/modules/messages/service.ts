import { contactMessages as texts, newsletterMessages, type ContactSubject } from '@shop/core/contact-schemas';
import { messageErrorCodes } from '@shop/core/contract/messages';
import type { AppContext } from '../../app-context';
import { contactMessages } from '../../db/schema/messages';
import { conflict, HttpError } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../../lib/outbox';
import type { AuthenticatedUser } from '../../plugins/auth';
import { contactNotificationMail, newsletterConfirmationMail, newsletterUnsubscribeLinkMail, newsletterWelcomeMail } from './emails';
import { checkNewsletterToken } from './newsletter-links';
import { addressIsSubscribed, claimConfirmationEmail, claimUnsubscribeLinkEmail, subscribeAddress, unsubscribeAddress } from './repository';

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

/**
 * The public form (docs/product.md §4 Newsletter, double opt-in): emails the address a confirmation link,
 * unless it is subscribed or had one within the day. The answer is the same whatever the address's state.
 */
export async function subscribe(context: AppContext, email: string): Promise<string> {
  await context.db.transaction(async (tx) => {
    const send = await claimConfirmationEmail(tx, email, context.clock.now());
    // Written either way: the request does the same work for every address.
    await enqueueEmail(tx, context, newsletterConfirmationMail, { email }, { onlyIf: send });
  });
  return newsletterMessages.subscribeRequested;
}

const confirmLinkInvalid = () => new HttpError(400, messageErrorCodes.confirmLinkInvalid, newsletterMessages.confirmLinkInvalid);
const confirmLinkExpired = () => new HttpError(410, messageErrorCodes.confirmLinkExpired, newsletterMessages.confirmLinkExpired);

/**
 * The confirmation link's page POSTs its token: the address it names is subscribed and welcomed. A link
 * made before the address last unsubscribed is void, so an old email cannot bring back someone who left.
 */
export async function confirmSubscription(context: AppContext, token: string): Promise<string> {
  const check = await checkNewsletterToken(context, 'newsletter-confirm', token);
  if (!check.valid) throw check.expired ? confirmLinkExpired() : confirmLinkInvalid();
  const email = check.subject;
  // The token's time is in whole seconds: an unsubscription within its second may have come before it.
  const madeBefore = new Date(check.issuedAt.getTime() + 1000);
  await context.db.transaction(async (tx) => {
    if (await subscribeAddress(tx, email, context.clock.now(), madeBefore)) {
      await enqueueEmail(tx, context, newsletterWelcomeMail, { email });
      return;
    }
    if (await addressIsSubscribed(tx, email)) throw conflict(messageErrorCodes.alreadySubscribed, newsletterMessages.alreadySubscribed);
    // Neither subscribed nor subscribable: the address left after this link was made.
    throw confirmLinkExpired();
  });
  return newsletterMessages.confirmed;
}

/**
 * The public form's unsubscribe: a subscribed address is emailed an unsubscribe link (at most one a day);
 * nothing changes yet, and the answer is the same for every address.
 */
export async function requestUnsubscribeLink(context: AppContext, email: string): Promise<string> {
  await context.db.transaction(async (tx) => {
    const send = await claimUnsubscribeLinkEmail(tx, email, context.clock.now());
    await enqueueEmail(tx, context, newsletterUnsubscribeLinkMail, { email }, { onlyIf: send });
  });
  return newsletterMessages.unsubscribeRequested;
}

/** An unsubscribe link, from an email, the owner's export or a mail client's one-click button: always succeeds for a link of ours. */
export async function unsubscribeByLink(context: AppContext, token: string): Promise<string> {
  const check = await checkNewsletterToken(context, 'newsletter-unsubscribe', token);
  if (!check.valid) throw new HttpError(400, messageErrorCodes.unsubscribeLinkInvalid, newsletterMessages.unsubscribeLinkInvalid);
  await unsubscribeAddress(context.db, check.subject, context.clock.now());
  return newsletterMessages.unsubscribed;
}

export function accountIsSubscribed(context: AppContext, user: AuthenticatedUser): Promise<boolean> {
  return addressIsSubscribed(context.db, user.email);
}

/**
 * The account page's switch acts at once: the login stands for the address, once the address is proven
 * (until then only the public form's emailed link can subscribe it). A new subscription is welcomed.
 */
export async function setAccountSubscription(context: AppContext, user: AuthenticatedUser, subscribed: boolean): Promise<string> {
  const now = context.clock.now();
  if (!subscribed) {
    await unsubscribeAddress(context.db, user.email, now);
    return newsletterMessages.unsubscribed;
  }
  if (!user.emailVerified) throw new HttpError(403, messageErrorCodes.emailNotVerified, newsletterMessages.emailNotVerified);
  await context.db.transaction(async (tx) => {
    const changed = await subscribeAddress(tx, user.email, now);
    await enqueueEmail(tx, context, newsletterWelcomeMail, { email: user.email }, { onlyIf: changed });
  });
  return newsletterMessages.subscribedFromAccount;
}

/** For the owner's export (admin/messages-service.ts): each subscriber's own unsubscribe links. */
export { newsletterUnsubscribeLinks, type LinkContext } from './newsletter-links';
