import type { PayoutDetailDto, PayoutLineDto, PayoutTotalsDto } from '@shop/core/couriers/admin-dtos';
import { rupees } from '@shop/core/shared/money';
import type { PayoutPreview } from './api/preview-payout';

/** A line of a preview or a payout as the API answers it: a matched one unless the test says otherwise. */
export function payoutLine(fields: Partial<PayoutLineDto> = {}): PayoutLineDto {
  return {
    line: 2,
    trackingNumber: 'LE40512300',
    match: 'matched',
    orderId: 'order-1042',
    orderNumber: '1042',
    orderStatus: 'Delivered',
    orderAmount: rupees(2_300),
    customerName: 'Ayesha Khan',
    codAmount: rupees(2_300),
    charges: rupees(180),
    tax: rupees(46),
    difference: rupees(0),
    paidInPayoutId: null,
    ...fields,
  };
}

/** One line of each kind the preview groups, as a courier's report of six parcels would bring them. */
export const everyKindOfLine: PayoutLineDto[] = [
  payoutLine(),
  payoutLine({
    line: 3,
    trackingNumber: 'LE40520219',
    match: 'amount-differs',
    orderId: 'order-1077',
    orderNumber: '1077',
    customerName: 'Bilal Ahmed',
    orderAmount: rupees(1_450),
    codAmount: rupees(1_250),
    difference: rupees(-200),
  }),
  payoutLine({
    line: 4,
    trackingNumber: 'LE40528138',
    match: 'not-delivered',
    orderId: 'order-1081',
    orderNumber: '1081',
    orderStatus: 'Out for delivery',
    customerName: 'Sana Malik',
    orderAmount: rupees(980),
    codAmount: rupees(980),
    difference: rupees(0),
  }),
  payoutLine({
    line: 5,
    trackingNumber: 'LE40536057',
    match: 'returned',
    orderId: 'order-1090',
    orderNumber: '1090',
    orderStatus: 'Shipped',
    customerName: 'Hina Raza',
    orderAmount: rupees(1_800),
    codAmount: rupees(0),
    charges: rupees(150),
    tax: rupees(0),
    difference: null,
  }),
  payoutLine({
    line: 6,
    trackingNumber: 'LE99999999',
    match: 'unknown',
    orderId: null,
    orderNumber: null,
    orderStatus: null,
    orderAmount: null,
    customerName: null,
    codAmount: rupees(700),
    difference: null,
  }),
  payoutLine({
    line: 7,
    trackingNumber: 'LE40496462',
    match: 'already-paid',
    orderId: 'order-1003',
    orderNumber: '1003',
    customerName: 'Usman Tariq',
    difference: null,
    paidInPayoutId: 'payout-3',
  }),
];

export const everyKindTotals: PayoutTotalsDto = {
  lines: 6,
  matched: 1,
  amountDiffers: 1,
  notDelivered: 1,
  returned: 1,
  unknown: 1,
  alreadyPaid: 1,
  cash: rupees(4_530),
  charges: rupees(690),
  tax: rupees(138),
  net: rupees(3_702),
  shortfall: rupees(200),
  excess: rupees(0),
};

export function payoutPreview(fields: Partial<PayoutPreview> = {}): PayoutPreview {
  return {
    success: true,
    message: '6 lines checked: 4 pay an order, 1 matches no order, 1 was paid before. Rs. 200.00 short.',
    previewId: 'preview-51',
    courier: 'Leopards',
    lines: everyKindOfLine,
    totals: everyKindTotals,
    ...fields,
  };
}

export function payoutDetail(fields: Partial<PayoutDetailDto> = {}): PayoutDetailDto {
  return {
    _id: 'payout-9',
    courier: 'Leopards',
    fileName: 'leopards-payout.csv',
    appliedAt: '2026-11-26T10:05:00.000Z',
    appliedBy: 'owner@khalis.pk',
    totals: everyKindTotals,
    markedDelivered: 1,
    markedReturned: 1,
    lines: everyKindOfLine,
    ...fields,
  };
}
