import { formatRupees, rupees, rupeesToPaisa, type Paisa, type Rupees } from '../shared/money';

/**
 * docs/product.md §4 Trust and decision 018: what the shop knows of a customer from its own history,
 * and the limits it puts on customers it does not yet trust. A customer is known by their account,
 * their phone number (national form, order-schemas' pakistaniMobile) and their account's email.
 * Plain constants and functions: the console imports them too.
 */

/** Strongest first: a customer is at the first level whose condition holds. */
export const riskLevels = ['blocked', 'risky', 'trusted', 'new'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const riskReasonCodes = ['blocked', 'refused', 'unreachable', 'fake-order', 'expired'] as const;
export type RiskReasonCode = (typeof riskReasonCodes)[number];

/** How far back a refused parcel, a fake order or an unconfirmed order counts against a customer. */
export const RISK_WINDOW_DAYS = 180;
/** This many of an account's orders left unconfirmed until their hold ran out make it risky. */
export const EXPIRED_ORDERS_FOR_RISK = 2;

/** The owner's cancel reason that marks an order as fake (POST /api/admin/orders/{id}/status). */
export const FAKE_ORDER_REASON = 'Fake order';
/** The reason the shop writes when it cancels an order whose hold ran out. */
export const NOT_CONFIRMED_IN_TIME = 'Not confirmed in time';
/** The return reasons (order-lifecycle's returnReasons) that say the customer would not take the parcel. */
export const REFUSED_RETURN_REASON = 'Refused at the door';
export const UNREACHABLE_RETURN_REASON = 'Customer unreachable';

/** Reasons the console offers when the owner cancels; any other text is taken too. */
export const ownerCancellationReasons = [
  'Customer asked to cancel',
  FAKE_ORDER_REASON,
  'Could not reach the customer',
  'Out of stock',
  'Duplicate order',
] as const;

/** The owner's "Extend hold" adds this much to an unconfirmed order's hold. */
export const HOLD_EXTENSION_HOURS = 24;

/** The shop settings these rules read (GET /api/admin/shop-settings); 0 means no limit, or never. */
export interface TrustSettings {
  unconfirmedHoldHours: number;
  newCustomerOpenOrders: number;
  newCustomerMaxOrderRupees: Rupees;
  newCustomerMaxOrderUnits: number;
}

export const trustSettingDefaults: TrustSettings = {
  unconfirmedHoldHours: 48,
  newCustomerOpenOrders: 2,
  newCustomerMaxOrderRupees: rupees(25_000),
  newCustomerMaxOrderUnits: 20,
};

/** The moment an order placed at `placedAt` is released if still unconfirmed; null when the shop holds orders for ever. */
export function holdEndsAt(placedAt: Date, holdHours: number): Date | null {
  return holdHours > 0 ? new Date(placedAt.getTime() + holdHours * 3_600_000) : null;
}

/** A block on the account, on its email, or on a phone number (national form). */
export const blockKinds = ['phone', 'email', 'user'] as const;
export type BlockKind = (typeof blockKinds)[number];

/**
 * What the shop's records say of one customer, counted by the repository. `account*` counts look at
 * the account's own orders; `shared*` at the orders of the account or of the phone number, so risk
 * spreads to a new account that uses a refuser's phone, while a stranger typing a good customer's
 * phone gains nothing from it. Windowed counts cover the last RISK_WINDOW_DAYS.
 */
export interface CustomerFacts {
  phone: string;
  /** The blocks that match the account, its email or the phone, by kind. */
  blockedBy: readonly BlockKind[];
  /** Parcels that came back refused at the door / with the customer unreachable (windowed, shared). */
  refused: number;
  unreachable: number;
  /** Orders the owner cancelled as "Fake order" (windowed, shared). */
  fakeOrders: number;
  /** Parcels that reached the courier (shipped or further, windowed, shared): what refusals are out of. */
  parcels: number;
  /** The account's orders cancelled for not being confirmed in time (windowed). */
  accountExpired: number;
  /** The account's orders ever delivered (a parcel delivered and later returned still counts). */
  accountDelivered: number;
  /** The whole story of the account and the phone, for the owner: delivered, returned, cancelled (expiries apart), expired. */
  history: { delivered: number; returned: number; cancelled: number; expired: number };
}

export interface RiskReason {
  code: RiskReasonCode;
  text: string;
}

export interface CustomerRisk {
  level: RiskLevel;
  reasons: RiskReason[];
  history: CustomerFacts['history'];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const blockTexts: Record<BlockKind, (phone: string) => string> = {
  user: () => 'The account is blocked',
  email: () => "The account's email is blocked",
  phone: (phone) => `The phone number ${phone} is blocked`,
};

/** The level and, for the owner, why: each reason a sentence (docs/product.md §4 Trust). */
export function assessRisk(facts: CustomerFacts): CustomerRisk {
  const reasons: RiskReason[] = facts.blockedBy.map((kind) => ({ code: 'blocked', text: blockTexts[kind](facts.phone) }));
  const parcels = Math.max(facts.parcels, facts.refused + facts.unreachable);
  if (facts.refused > 0) reasons.push({ code: 'refused', text: `${facts.refused} of ${plural(parcels, 'parcel')} to ${facts.phone} refused at the door` });
  if (facts.unreachable > 0)
    reasons.push({ code: 'unreachable', text: `${facts.unreachable} of ${plural(parcels, 'parcel')} came back: customer unreachable` });
  if (facts.fakeOrders > 0) reasons.push({ code: 'fake-order', text: `${plural(facts.fakeOrders, 'order')} cancelled as fake` });
  if (facts.accountExpired >= EXPIRED_ORDERS_FOR_RISK)
    reasons.push({ code: 'expired', text: `${plural(facts.accountExpired, 'order')} of this account not confirmed in time` });

  const level: RiskLevel = facts.blockedBy.length > 0 ? 'blocked' : reasons.length > 0 ? 'risky' : facts.accountDelivered > 0 ? 'trusted' : 'new';
  return { level, reasons, history: facts.history };
}

/** What the trust limits look at in an order about to be placed. */
export interface OrderUnderLimits {
  /** Orders still at Order Placed, of the account and of the phone number. */
  openOrdersOfAccount: number;
  openOrdersOfPhone: number;
  amountPaisa: Paisa;
  /** Units of products, a deal's counted as its products' units. */
  units: number;
}

export type TrustRefusal =
  { code: 'CUSTOMER_BLOCKED'; status: 403; message: string } | { code: 'UNCONFIRMED_ORDERS_LIMIT' | 'NEW_CUSTOMER_ORDER_LIMIT'; status: 409; message: string };

export const trustMessages = {
  blocked: 'Sorry, we cannot take online orders from this account. Please get in touch with us through the contact page.',
  openOrders: (limit: number) =>
    `You already have ${plural(limit, 'order')} waiting for confirmation. Please confirm ${limit === 1 ? 'it' : 'them'} first with the link in your order email, or contact us on WhatsApp.`,
  amount: (limit: Rupees) =>
    `For a first order we can send up to ${formatRupees(limit)} cash on delivery. Please make this order smaller, or contact us on WhatsApp for larger orders.`,
  units: (limit: number) =>
    `For a first order we can send up to ${plural(limit, 'item')} cash on delivery. Please make this order smaller, or contact us on WhatsApp for larger orders.`,
} as const;

/**
 * Null when a customer at `level` may place the order; otherwise the refusal the server sends. Blocked
 * customers may not order; new and risky customers are held to the settings' limits (0 = no limit);
 * trusted customers are not.
 */
export function trustLimitRefusal(level: RiskLevel, order: OrderUnderLimits, settings: TrustSettings): TrustRefusal | null {
  if (level === 'blocked') return { code: 'CUSTOMER_BLOCKED', status: 403, message: trustMessages.blocked };
  if (level === 'trusted') return null;
  const open = settings.newCustomerOpenOrders;
  if (open > 0 && Math.max(order.openOrdersOfAccount, order.openOrdersOfPhone) >= open)
    return { code: 'UNCONFIRMED_ORDERS_LIMIT', status: 409, message: trustMessages.openOrders(open) };
  const maxRupees = settings.newCustomerMaxOrderRupees;
  if (maxRupees > 0 && order.amountPaisa > rupeesToPaisa(maxRupees))
    return { code: 'NEW_CUSTOMER_ORDER_LIMIT', status: 409, message: trustMessages.amount(maxRupees) };
  const maxUnits = settings.newCustomerMaxOrderUnits;
  if (maxUnits > 0 && order.units > maxUnits) return { code: 'NEW_CUSTOMER_ORDER_LIMIT', status: 409, message: trustMessages.units(maxUnits) };
  return null;
}
