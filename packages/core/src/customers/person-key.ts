import { normalisePhone, pakistaniMobile } from '../orders/order-schemas';

/**
 * docs/product.md §2 Customers: the console's customers are people, not accounts. A person is a phone
 * number when the shop knows one (every order's delivery phone, an account's profile phone), else an
 * account: orders that share a phone are one person's story, whichever accounts placed them. The key
 * names the person in the console's addresses and keys the owner's notes (customer_notes), so it must
 * stay the same for one phone or one account: `p-<phone as stored>` or `a-<account id>`.
 */
export type PersonKey = `p-${string}` | `a-${string}`;

export type Person = { kind: 'phone'; phone: string } | { kind: 'account'; userId: string };

/** A stored phone is at most this long (a national mobile is 11 digits; older orders kept what was typed). */
const PHONE_PART_MAX = 40;
/** Account ids are opaque, like every admin id (contract/admin-shared.ts adminIdParams). */
const ACCOUNT_PART_MAX = 200;

/** The person an order or an account belongs to: its phone when there is one, else the account. */
export function personKeyOf(owner: { phone: string | null | undefined; userId: string }): PersonKey {
  const phone = owner.phone?.trim();
  return phone ? `p-${phone}` : `a-${owner.userId}`;
}

/** Control characters never occur in a phone or an id the shop stored; a key carrying one names nobody. */
const hasControlCharacter = (text: string) =>
  Array.from(text).some((character) => {
    const code = character.codePointAt(0)!;
    return code < 0x20 || code === 0x7f;
  });

/** The person a key names, or null for text no key of the shop's could be (the caller answers 404). */
export function parsePersonKey(key: string): Person | null {
  const rest = key.slice(2);
  if (rest.trim() === '' || rest !== rest.trim() || hasControlCharacter(rest)) return null;
  if (key.startsWith('p-') && rest.length <= PHONE_PART_MAX) return { kind: 'phone', phone: rest };
  if (key.startsWith('a-') && rest.length <= ACCOUNT_PART_MAX) return { kind: 'account', userId: rest };
  return null;
}

/**
 * What a customer search matches in phone numbers, which the shop keeps in national form (03001234567):
 * a whole number in any form people write it (+92 300 1234567, 923001234567) becomes its national form,
 * and a part of one (its last digits, "0300 12") its digits, a leading +92/0092/92 read as the 0 it
 * stands for. Null when the search is not a phone number at all (a name, an email), or under 3 digits.
 */
export function phoneSearchDigits(search: string): string | null {
  const whole = pakistaniMobile(search);
  if (whole) return whole;
  const typed = normalisePhone(search.trim());
  if (!/^\+?\d{3,}$/.test(typed)) return null;
  const international = /^(?:\+92|0092|92)(\d+)$/.exec(typed);
  return international ? `0${international[1]}` : typed.replace(/^\+/, '');
}
