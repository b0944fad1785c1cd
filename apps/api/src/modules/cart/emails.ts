import type { BusinessDetails } from '@shop/core/business/business-details';
import { formatMoney, paisa, type Paisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { cacheKeys } from '../../lib/cache-keys';
import { getBusinessDetails } from '../business/service';
import type { PricedCartLine } from './reminders-repository';

/** What the sweep stores for the reminder: the cart as priced when it was found, and the raw token, dropped once sent. */
export interface CartReminderData {
  recipient: string;
  name: string;
  lines: PricedCartLine[];
  valuePaisa: Paisa;
  token: string;
}

/** The shop's page with an Unsubscribe button, and RFC 8058's one-click address for the List-Unsubscribe header. */
export function cartReminderUnsubscribeLinks(publicUrl: string, token: string) {
  const encoded = encodeURIComponent(token);
  return {
    page: `${publicUrl}/cart-reminders/unsubscribe?token=${encoded}`,
    oneClick: `${publicUrl}/api/cart-reminders/unsubscribe?token=${encoded}`,
  };
}

const lineText = (line: PricedCartLine) =>
  `${line.quantity} × ${line.name}${line.kind === 'deal' ? ' (deal)' : ''} — ${formatMoney(paisa(line.unitPaisa * line.quantity))}`;

/**
 * docs/product.md §2 Carts that come back: the items and their prices as they were when the cart was
 * found, a link back to the cart and a one-click way to stop these emails. Names are the shop's own
 * products' and the customer's, escaped in the HTML all the same.
 */
export function cartReminderEmail(business: BusinessDetails, publicUrl: string, data: CartReminderData): MailMessage {
  const shop = business.company.name;
  const cartUrl = `${publicUrl}/cart`;
  const links = cartReminderUnsubscribeLinks(publicUrl, data.token);
  const intro = `You left ${data.lines.length === 1 ? 'something' : 'a few things'} in your cart at ${shop}. ${data.lines.length === 1 ? 'It is' : 'They are'} still waiting for you:`;
  const total = `Total: ${formatMoney(data.valuePaisa)} (delivery is worked out at checkout; pay cash when it arrives)`;
  const leave = 'Do not want these reminders? Turn them off:';
  const text = [
    `Hello ${data.name},`,
    '',
    intro,
    ...data.lines.map((line) => `  ${lineText(line)}`),
    '',
    total,
    '',
    `Finish your order: ${cartUrl}`,
    '',
    `${leave} ${links.page}`,
  ].join('\n');
  const rows = data.lines.map((line) => `<li>${escapeHtml(lineText(line))}</li>`).join('');
  return {
    to: data.recipient,
    subject: `Your cart is waiting — ${shop}`,
    text: `${text}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>Hello ${escapeHtml(data.name)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${rows}</ul>
<p><strong>${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(cartUrl)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Go to my cart</a></p>
<p style="color:#5f665f">${escapeHtml(leave)} <a href="${escapeHtml(links.page)}" style="color:#2f5d3a">unsubscribe from cart reminders</a>.</p>`,
    ),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export const cartReminderMail = emailTemplate('cart-reminder', async (context: AppContext, data: CartReminderData) =>
  cartReminderEmail(await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db)), context.config.publicUrl, data),
);

export const cartEmailTemplates = [cartReminderMail];
