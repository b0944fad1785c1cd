/**
 * docs/product.md §2 Customers: the console's list of everyone with an account or an order. Plain
 * constants: the console imports them too.
 */

export const customerSorts = ['last-order', 'orders', 'spent'] as const;
export type CustomerSort = (typeof customerSorts)[number];

export const customerSortLabels: Record<CustomerSort, string> = {
  'last-order': 'Last order',
  orders: 'Most orders',
  spent: 'Most spent',
};

/** The longest search the list takes: longer text is no name, phone or email. */
export const CUSTOMER_SEARCH_MAX = 100;

/** The owner's note on a customer: one text, at most this long. */
export const CUSTOMER_NOTE_MAX = 2000;

/** The orders a customer's page lists, newest first; `ordersTotal` says how many there are. */
export const CUSTOMER_ORDERS_SHOWN = 100;

export const newsletterStates = ['subscribed', 'pending', 'not-subscribed'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

export const customerErrorCodes = { notFound: 'CUSTOMER_NOT_FOUND' } as const;
