/** The cart's entries in the query and mutation caches, and the delivery charge it shows. */
export const cartKeys = {
  account: (userId: string) => ['cart', 'account', userId] as const,
  /** Every change of one line (add, set, remove), whatever the call. */
  lineChanges: ['cart', 'line'] as const,
  merges: ['cart', 'merge'] as const,
  discountCode: ['cart', 'discount-code'] as const,
  deliverySettings: ['delivery-settings'] as const,
};
