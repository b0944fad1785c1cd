import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { versionDtoSchema } from '../shared/edit-version';
import { orderStatuses } from '../orders/cancellation';
import { orderChannels } from '../orders/order-channels';
import { customerRiskSchema } from '../trust/admin-dtos';
import { newsletterStates } from './customers';

/** One person of the console's customers list (docs/product.md §2 Customers): money in rupees, instants in ISO 8601. */
export const customerSummaryDtoSchema = z.object({
  /** The person key (customers/person-key.ts): `p-<phone>` or `a-<account id>`. */
  _id: z.string(),
  /** The latest order's delivery name, else the newest account's name. */
  name: z.string(),
  phone: z.string().nullable(),
  /** The email of the account that ordered last (else the newest account), else the latest order's delivery email. */
  email: z.string().nullable(),
  orders: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  /** Cash collected: delivered orders' amounts net of refunds, as the reports count it. */
  spent: rupeesSchema,
  lastOrderAt: z.string().nullable(),
  /** The accounts that placed the person's orders (or, with no order, whose profile has the phone). */
  accounts: z.number().int(),
});

export type CustomerSummaryDto = z.infer<typeof customerSummaryDtoSchema>;

export const customerAccountDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** False for an account made for an order taken by hand: nobody can sign in to it yet. */
  hasLogin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export const customerOrderDtoSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  channel: z.enum(orderChannels),
  amount: rupeesSchema,
  /** Units in the order's lines (a deal's products counted one by one). */
  itemsCount: z.number().int(),
  createdAt: z.string(),
});

export const customerAddressDtoSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

export const customerReviewDtoSchema = z.object({
  _id: z.string(),
  /** The product's or deal's name; null when it has been deleted. */
  itemName: z.string().nullable(),
  targetType: z.enum(['product', 'deal']),
  rating: z.number().int(),
  content: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});

export const customerNewsletterDtoSchema = z.object({ email: z.string(), state: z.enum(newsletterStates) });

export const customerNoteDtoSchema = z.object({
  text: z.string(),
  version: versionDtoSchema,
  updatedAt: z.string(),
  /** The owner who saved it (her name, else her email). */
  updatedBy: z.string().nullable(),
});

export type CustomerNoteDto = z.infer<typeof customerNoteDtoSchema>;

export const customerDetailDtoSchema = customerSummaryDtoSchema.extend({
  accounts: z.array(customerAccountDtoSchema),
  orders: z.array(customerOrderDtoSchema),
  /** Every order of the person; `orders` lists the newest CUSTOMER_ORDERS_SHOWN. */
  ordersTotal: z.number().int(),
  /** The trust level and its reasons, as the order page shows them (docs/product.md §4 Trust). */
  trust: customerRiskSchema,
  /** Whether the phone, an account or an account's email is on the blocklist. */
  blocked: z.boolean(),
  addresses: z.array(customerAddressDtoSchema),
  reviews: z.array(customerReviewDtoSchema),
  newsletter: z.array(customerNewsletterDtoSchema),
  note: customerNoteDtoSchema.nullable(),
  /** A wa.me link to the phone with a greeting from the shop; null when the phone is not a Pakistani mobile. */
  whatsappUrl: z.string().nullable(),
});

export type CustomerDetailDto = z.infer<typeof customerDetailDtoSchema>;
