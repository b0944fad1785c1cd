import type { EmailTemplate } from './lib/outbox';
import { accountEmailTemplates } from './modules/accounts/service';
import { cartEmailTemplates } from './modules/cart/service';
import { messageEmailTemplates } from './modules/messages/service';
import { notificationEmailTemplates } from './modules/notifications/service';
import { orderEmailTemplates } from './modules/orders/service';

/**
 * Every email the shop sends, handed to the outbox's dispatcher at start-up (app.ts): a row names its
 * template, and only these are rendered. A module that sends mail lists its templates here.
 */
export const shopEmailTemplates: readonly EmailTemplate<never>[] = [
  ...accountEmailTemplates,
  ...orderEmailTemplates,
  ...notificationEmailTemplates,
  ...messageEmailTemplates,
  ...cartEmailTemplates,
];
