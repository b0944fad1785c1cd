import { z } from '../shared/zod';
import {
  accountNewsletterRequestSchema,
  contactRequestSchema,
  newsletterConfirmRequestSchema,
  newsletterOneClickQuerySchema,
  newsletterRequestSchema,
} from './contact-schemas';
import { defineEndpoint } from '../contract/endpoint';

/** The error codes of the contact and newsletter calls (docs/product.md §8 Home, content and messages). */
export const messageErrorCodes = {
  /** A confirmation link this shop did not make for the newsletter (forged, garbled, another link's token). */
  confirmLinkInvalid: 'NEWSLETTER_CONFIRM_LINK_INVALID',
  /** A confirmation link past its 7 days, or made before the address last unsubscribed. */
  confirmLinkExpired: 'NEWSLETTER_CONFIRM_LINK_EXPIRED',
  /** The link's address is subscribed already: only its mailbox holds the link, so saying so tells nobody else. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** An unsubscribe link this shop did not make. */
  unsubscribeLinkInvalid: 'UNSUBSCRIBE_LINK_INVALID',
  /** The account's address is not proven yet: the shop subscribes only an address whose owner asked. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;

const tag = 'Messages';

const messageBody = z.object({ success: z.literal(true), message: z.string() });

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message to the shop',
  tag,
  auth: 'public',
  request: { body: contactRequestSchema },
  success: { status: 201, body: messageBody },
});

export const subscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/subscribe',
  summary:
    'Ask to subscribe: the address is emailed a confirmation link (at most once a day, nothing when subscribed already); the answer is the same for every address',
  tag,
  auth: 'public',
  request: { body: newsletterRequestSchema },
  success: { body: messageBody },
});

/**
 * The confirmation email's link opens the shop's page /newsletter/confirm?token=…, which POSTs the token
 * here: a GET of the link changes nothing, so mail scanners cannot subscribe anyone.
 */
export const confirmNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/confirm',
  summary: 'Confirm a subscription with the token of the emailed link (the page /newsletter/confirm POSTs it)',
  tag,
  auth: 'public',
  request: { body: newsletterConfirmRequestSchema },
  success: { body: messageBody },
  errors: {
    400: [messageErrorCodes.confirmLinkInvalid],
    409: [messageErrorCodes.alreadySubscribed],
    410: [messageErrorCodes.confirmLinkExpired],
  },
});

export const unsubscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  summary: 'Ask to unsubscribe: a subscribed address is emailed an unsubscribe link (at most once a day); the answer is the same for every address',
  tag,
  auth: 'public',
  request: { body: newsletterRequestSchema },
  success: { body: messageBody },
});

/**
 * RFC 8058: the List-Unsubscribe address of the shop's emails to subscribers, which a mail client's own
 * button POSTs (`List-Unsubscribe=One-Click`, as a form); the storefront's page /newsletter/unsubscribe POSTs
 * here too. The signed token says who leaves, so the body is not read. Only a POST acts: there is no GET.
 */
export const oneClickUnsubscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/newsletter/one-click-unsubscribe',
  summary: 'Unsubscribe the address an emailed unsubscribe link names (RFC 8058 one-click; any form body, or none); idempotent',
  tag,
  auth: 'public',
  request: { query: newsletterOneClickQuerySchema },
  success: { body: messageBody },
  errors: { 400: [messageErrorCodes.unsubscribeLinkInvalid] },
});

const accountNewsletterBody = z.object({ success: z.literal(true), subscribed: z.boolean() });

export const getAccountNewsletter = defineEndpoint({
  method: 'GET',
  path: '/api/user/newsletter',
  summary: "Whether the logged-in account's address is subscribed to the newsletter",
  tag,
  auth: 'customer',
  success: { body: accountNewsletterBody },
});

export const setAccountNewsletter = defineEndpoint({
  method: 'PUT',
  path: '/api/user/newsletter',
  summary: "Subscribe ({ subscribed: true }, a verified address only) or unsubscribe the logged-in account's address, at once",
  tag,
  auth: 'customer',
  request: { body: accountNewsletterRequestSchema },
  success: { body: accountNewsletterBody.extend({ message: z.string() }) },
  errors: { 403: [messageErrorCodes.emailNotVerified] },
});
