import { describe, expect, it } from 'vitest';
import { addressMessages, addressSchema, pakistaniMobile, whatsappNumber } from './order-schemas';

const address = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.pk',
  street: '12 Canal View Road',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  phone: '03001234567',
};

describe('phone numbers at checkout (docs/product.md §5)', () => {
  it.each(['0300 1234567', '03001234567', '+92 300 1234567', '923001234567', '+92-300-1234567', '(0300) 123 4567', '0092 300 1234567'])(
    'takes %s and stores 03001234567',
    (phone) => {
      expect(pakistaniMobile(phone)).toBe('03001234567');
      expect(addressSchema.parse({ ...address, phone }).phone).toBe('03001234567');
    },
  );

  it.each(['call me', '', '3001234567', '0300123456', '030012345678', '+92 42 35781460', '042 35781460', '+44 7700 900123', '+92300123456x', '0300１234567'])(
    'refuses %j with a clear message',
    (phone) => {
      expect(pakistaniMobile(phone)).toBeNull();
      const result = addressSchema.safeParse({ ...address, phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message: addressMessages.phone })]);
    },
  );

  it('gives WhatsApp the international form', () => {
    expect(whatsappNumber('0300 1234567')).toBe('923001234567');
    expect(whatsappNumber('+92 321 4567890')).toBe('923214567890');
    expect(whatsappNumber('042 35781460')).toBeNull();
  });
});
