import { describe, expect, it } from 'vitest';
import { assessRisk, holdEndsAt, trustLimitRefusal, trustSettingDefaults, type CustomerFacts } from './customer-trust';
import { paisa, rupees } from '../shared/money';

const clean: CustomerFacts = {
  phone: '03001234567',
  blockedBy: [],
  refused: 0,
  unreachable: 0,
  fakeOrders: 0,
  parcels: 0,
  accountExpired: 0,
  accountDelivered: 0,
  history: { delivered: 0, returned: 0, cancelled: 0, expired: 0 },
};

describe('assessRisk', () => {
  it('calls a customer with nothing on record new, and one with a delivered order of their own trusted', () => {
    expect(assessRisk(clean)).toEqual({ level: 'new', reasons: [], history: clean.history });
    expect(assessRisk({ ...clean, accountDelivered: 1 }).level).toBe('trusted');
  });

  it('puts blocked above risky above trusted, and says every reason', () => {
    const everything = {
      ...clean,
      blockedBy: ['phone', 'user'] as const,
      refused: 2,
      unreachable: 1,
      fakeOrders: 1,
      parcels: 5,
      accountExpired: 2,
      accountDelivered: 3,
    };
    expect(assessRisk(everything)).toMatchObject({
      level: 'blocked',
      reasons: [
        { code: 'blocked', text: 'The phone number 03001234567 is blocked' },
        { code: 'blocked', text: 'The account is blocked' },
        { code: 'refused', text: '2 of 5 parcels to 03001234567 refused at the door' },
        { code: 'unreachable', text: '1 of 5 parcels came back: customer unreachable' },
        { code: 'fake-order', text: '1 order cancelled as fake' },
        { code: 'expired', text: '2 orders of this account not confirmed in time' },
      ],
    });
    expect(assessRisk({ ...everything, blockedBy: [] }).level).toBe('risky');
  });

  it('forgives one unconfirmed order, not two', () => {
    expect(assessRisk({ ...clean, accountExpired: 1, accountDelivered: 1 }).level).toBe('trusted');
    expect(assessRisk({ ...clean, accountExpired: 2, accountDelivered: 1 }).level).toBe('risky');
  });
});

describe('trustLimitRefusal', () => {
  const small = { openOrdersOfAccount: 0, openOrdersOfPhone: 0, amountPaisa: paisa(250_000), units: 3 };

  it('refuses a blocked customer whatever the order, and never limits a trusted one', () => {
    expect(trustLimitRefusal('blocked', small, trustSettingDefaults)).toMatchObject({ status: 403, code: 'CUSTOMER_BLOCKED' });
    expect(
      trustLimitRefusal('trusted', { openOrdersOfAccount: 9, openOrdersOfPhone: 9, amountPaisa: paisa(1e9), units: 500 }, trustSettingDefaults),
    ).toBeNull();
  });

  it.each(['new', 'risky'] as const)('holds a %s customer to the waiting orders, the amount and the units', (level) => {
    expect(trustLimitRefusal(level, small, trustSettingDefaults)).toBeNull();
    expect(trustLimitRefusal(level, { ...small, openOrdersOfPhone: 2 }, trustSettingDefaults)).toMatchObject({ code: 'UNCONFIRMED_ORDERS_LIMIT' });
    expect(trustLimitRefusal(level, { ...small, amountPaisa: paisa(2_500_000) }, trustSettingDefaults)).toBeNull();
    expect(trustLimitRefusal(level, { ...small, amountPaisa: paisa(2_500_001) }, trustSettingDefaults)).toMatchObject({
      code: 'NEW_CUSTOMER_ORDER_LIMIT',
      message: expect.stringContaining('Rs. 25,000'),
    });
    expect(trustLimitRefusal(level, { ...small, units: 21 }, trustSettingDefaults)).toMatchObject({
      code: 'NEW_CUSTOMER_ORDER_LIMIT',
      message: expect.stringContaining('20 items'),
    });
  });

  it('takes 0 as no limit', () => {
    const off = { unconfirmedHoldHours: 0, newCustomerOpenOrders: 0, newCustomerMaxOrderRupees: rupees(0), newCustomerMaxOrderUnits: 0 };
    expect(trustLimitRefusal('new', { openOrdersOfAccount: 50, openOrdersOfPhone: 50, amountPaisa: paisa(1e10), units: 1000 }, off)).toBeNull();
  });
});

describe('holdEndsAt', () => {
  it('ends a hold the setting’s hours after placing, and never when the setting is 0', () => {
    expect(holdEndsAt(new Date('2026-11-27T10:00:00Z'), 48)).toEqual(new Date('2026-11-29T10:00:00Z'));
    expect(holdEndsAt(new Date('2026-11-27T10:00:00Z'), 0)).toBeNull();
  });
});
