import { rupees } from '@shop/core/shared/money';
import type { CourierBalance, CourierBalances } from './api/get-courier-balances';
import type { UnpaidParcel, UnpaidParcelsAnswer } from './api/list-unpaid-parcels';

/** One courier's balance as the API answers it; each test changes what it is about. */
export function courierBalance(fields: Partial<CourierBalance> = {}): CourierBalance {
  return {
    courier: 'Leopards',
    outstanding: rupees(6_900),
    delivered: rupees(18_400),
    paid: rupees(11_300),
    shortfalls: rupees(200),
    excess: rupees(0),
    charges: rupees(1_440),
    tax: rupees(226),
    returnCharges: rupees(180),
    net: rupees(9_454),
    deliveredParcels: 8,
    unpaidParcels: 3,
    overdueParcels: 2,
    oldestUnpaid: '2026-11-05T09:00:00.000Z',
    payouts: 2,
    lastPayoutAt: '2026-11-20T11:00:00.000Z',
    ...fields,
  };
}

/** The balances answer: the couriers given, their totals as the server adds them up. */
export function courierBalances(couriers: CourierBalance[], fields: Partial<CourierBalances> = {}): CourierBalances {
  const sum = (pick: (balance: CourierBalance) => number) => couriers.reduce((total, balance) => total + pick(balance), 0);
  const oldest = couriers
    .map((balance) => balance.oldestUnpaid)
    .filter((at): at is string => at !== null)
    .sort()[0];
  const latest = couriers
    .map((balance) => balance.lastPayoutAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return {
    success: true,
    from: null,
    to: '2026-11-26T10:00:00.000Z',
    overdueDays: 14,
    couriers,
    totals: {
      outstanding: rupees(sum((balance) => balance.outstanding)),
      delivered: rupees(sum((balance) => balance.delivered)),
      paid: rupees(sum((balance) => balance.paid)),
      shortfalls: rupees(sum((balance) => balance.shortfalls)),
      excess: rupees(sum((balance) => balance.excess)),
      charges: rupees(sum((balance) => balance.charges)),
      tax: rupees(sum((balance) => balance.tax)),
      returnCharges: rupees(sum((balance) => balance.returnCharges)),
      net: rupees(sum((balance) => balance.net)),
      deliveredParcels: sum((balance) => balance.deliveredParcels),
      unpaidParcels: sum((balance) => balance.unpaidParcels),
      overdueParcels: sum((balance) => balance.overdueParcels),
      oldestUnpaid: oldest ?? null,
      payouts: sum((balance) => balance.payouts),
      lastPayoutAt: latest ?? null,
    },
    ...fields,
  };
}

export function unpaidParcel(fields: Partial<UnpaidParcel> = {}): UnpaidParcel {
  return {
    orderId: 'order-1042',
    orderNumber: '1042',
    courier: 'Leopards',
    trackingNumber: 'LE40512300',
    customerName: 'Ayesha Khan',
    city: 'Lahore',
    amount: rupees(2_300),
    deliveredAt: '2026-11-05T09:00:00.000Z',
    daysUnpaid: 21,
    overdue: true,
    ...fields,
  };
}

export function unpaidParcels(parcels: UnpaidParcel[], fields: Partial<UnpaidParcelsAnswer> = {}): UnpaidParcelsAnswer {
  return { success: true, parcels, overdueDays: 14, total: parcels.length, limit: 50, offset: 0, ...fields };
}
