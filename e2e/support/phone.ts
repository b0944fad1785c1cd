/**
 * The shop counts a new customer's waiting orders per account and per phone number (docs/product.md §4
 * Trust: at most 2 at 'Order Placed'), so customers that shared one number would hold each other back.
 * Each customer of the suite gets a number of its own: 0349 (a Telenor prefix no demo customer uses)
 * and seven digits from this worker's process id and a counter, always a valid Pakistani mobile.
 */
export interface Phone {
  /** The national form the shop stores and shows: 03491234567. */
  national: string;
  /** As a customer types it with a space: 0349 1234567. */
  spaced: string;
  /** In international form: +92 349 1234567. */
  international: string;
}

let issued = 0;

export function uniquePhone(): Phone {
  issued += 1;
  const subscriber = String((process.pid % 10_000) * 1_000 + (issued % 1_000)).padStart(7, '0');
  return { national: `0349${subscriber}`, spaced: `0349 ${subscriber}`, international: `+92 349 ${subscriber}` };
}

/** Fatima Khan's own number in the demo shop (apps/api/src/seed/demo-reviews.ts), as she types it. */
export const demoCustomerPhone = '0333 4567210';
