import type { AppContext } from '../../app-context';
import { issueLinkToken, verifyLinkToken, type LinkPurpose, type LinkTokenCheck } from '../../lib/tokens';
import { signingSecretOf } from '../../lib/jwt-secret';

/** What making or reading a newsletter link needs: the export on the command line has no more. */
export type LinkContext = Pick<AppContext, 'config' | 'clock'>;

/** docs/product.md §9: a confirmation link works for 7 days; an unsubscribe link has no end. */
export const CONFIRM_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** The address a link token of this purpose names and when it was made; anything else is refused by the caller. */
export function checkNewsletterToken(context: LinkContext, purpose: Extract<LinkPurpose, `newsletter-${string}`>, token: string): Promise<LinkTokenCheck> {
  return verifyLinkToken(purpose, token, signingSecretOf(context), context.clock.now());
}

/**
 * The confirmation email's button: the shop's page /newsletter/confirm, which POSTs the token. Made when
 * the email is sent, so the outbox row keeps only the address.
 */
export async function newsletterConfirmLink(context: LinkContext, email: string): Promise<string> {
  const token = await issueLinkToken('newsletter-confirm', email, signingSecretOf(context), context.clock.now(), CONFIRM_LINK_LIFETIME_SECONDS);
  return `${context.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export interface UnsubscribeLinks {
  /** The shop's page with an Unsubscribe button, for the body of an email. */
  page: string;
  /** RFC 8058's one-click address, which a mail client's own button POSTs: for the List-Unsubscribe header. */
  oneClick: string;
}

/**
 * One token naming the address, in two addresses. It never ends, so every unsubscribe link a subscriber
 * (or the owner's mailing tool) was ever given keeps working.
 */
export async function newsletterUnsubscribeLinks(context: LinkContext, email: string): Promise<UnsubscribeLinks> {
  const token = encodeURIComponent(await issueLinkToken('newsletter-unsubscribe', email, signingSecretOf(context), context.clock.now()));
  return {
    page: `${context.config.publicUrl}/newsletter/unsubscribe?token=${token}`,
    oneClick: `${context.config.publicUrl}/api/newsletter/one-click-unsubscribe?token=${token}`,
  };
}

/** RFC 8058 headers: the mail client offers its own Unsubscribe button, which POSTs `List-Unsubscribe=One-Click`. */
export function oneClickUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
