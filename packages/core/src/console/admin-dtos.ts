import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { orderStatusCountsSchema } from '../orders/admin-dtos';
import { versionDtoSchema } from '../shared/edit-version';
import { courierCashDtoSchema } from '../couriers/admin-dtos';

/** The settings of the owner's console, kept in the database. */
export const shopSettingsDtoSchema = z.object({
  /** A product with this many units or fewer is low on stock. */
  lowStockThreshold: z.number(),
  /** Hours an order waits at Order Placed before the shop cancels it and its stock comes back; 0 = never. */
  unconfirmedHoldHours: z.number(),
  /** New and risky customers: orders waiting for confirmation at once, rupees and units per order; 0 = no limit. */
  newCustomerOpenOrders: z.number(),
  newCustomerMaxOrderRupees: rupeesSchema,
  newCustomerMaxOrderUnits: z.number(),
  /** Hours a customer's cart waits untouched before its one reminder email; 0 = no reminders. */
  abandonedCartHours: z.number(),
  /** Days a delivered parcel may wait for its courier's payout before Today calls it overdue. */
  courierPayoutDays: z.number(),
});

export type ShopSettingsDto = z.infer<typeof shopSettingsDtoSchema>;

/** The settings as the owner edits them, with the version a save sends back (decision 025). */
export const adminShopSettingsDtoSchema = shopSettingsDtoSchema.extend({ version: versionDtoSchema });

export type AdminShopSettingsDto = z.infer<typeof adminShopSettingsDtoSchema>;

/** What the owner's Today screen shows: where orders are now and what waits for the owner. */
export const adminOverviewDtoSchema = z.object({
  /** Every order, by the status it is at now. */
  orders: orderStatusCountsSchema,
  lowStockThreshold: z.number(),
  /** Products (drafts too) with lowStockThreshold units or fewer. */
  lowStockProducts: z.number(),
  /** Reviews shown in the shop that have no reply yet. */
  unansweredReviews: z.number(),
  hiddenReviews: z.number(),
  /** Contact-form messages not yet marked handled. */
  unhandledMessages: z.number(),
  /** Emails and webhook calls that failed every attempt (GET /api/admin/outbox/failed). */
  failedMessages: z.number(),
  /** Open orders (placed, confirmed or packing) whose customer is risky or blocked now: the owner should call before sending them. */
  ordersAtRisk: z.object({ risky: z.number(), blocked: z.number() }),
  /** Cash couriers collected and have not paid out yet, and the deliveries waiting longer than the shop's setting. */
  courierCash: courierCashDtoSchema,
});

export type AdminOverviewDto = z.infer<typeof adminOverviewDtoSchema>;

export const auditEntryDtoSchema = z.object({
  _id: z.string(),
  /** Null for the command line, which runs as the shop's owner, or once the admin's account is gone. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The entity's DTO before and after the change, as recorded: any JSON. */
  changes: z.object({ before: z.unknown().optional(), after: z.unknown().optional() }).nullable(),
  createdAt: z.string(),
});

export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;
