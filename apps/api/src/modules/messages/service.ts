import { contactMessages as texts, newsletterMessages } from '@shop/core/messages/contact-schemas';
import { messageErrorCodes } from '@shop/core/messages/contract';
import type { AppContext } from '../../app-context';
import { contactMessages } from '../../db/schema/messages';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../../lib/outbox';
import type { AuthenticatedUser } from '../../plugins/auth';
export { messageEmailTemplates } from './emails';
import { contactNotificationMail, newsletterConfirmationMail, newsletterUnsubscribeLinkMail, newsletterWelcomeMail, type ContactInput } from './emails';
import { checkNewsletterToken, newsletterUnsubscribeLinks, type LinkContext } from './newsletter-links';
import {
  addressIsSubscribed,
  claimConfirmationEmail,
  claimUnsubscribeLinkEmail,
  subscribeAddress,
  unsubscribeAddress,
  activeSubscriberRows,
  findMessagePage,
  lockMessageRow,
  setMessageHandledAt,
  type MessageRow,
} from './repository';
import type { AdminContactMessageDto, AdminSubscriberDto } from '@shop/core/messages/admin-dtos';
import { adminMessageErrorCodes } from '@shop/core/messages/admin-contract';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { toCsv } from '../../lib/csv';

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
