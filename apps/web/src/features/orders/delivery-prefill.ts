import { pakistaniMobile, type Address } from '@shop/core/orders/order-schemas';

/** The delivery form's fields, in the form's order. */
export const deliveryFields = ['firstName', 'lastName', 'email', 'street', 'city', 'state', 'zipcode', 'phone'] as const;

/** The account's name as first and last name: the first word, then the rest ("Sana Khalid Khan" → Sana, Khalid Khan). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** What the account can fill in when there is no default address: name, email and phone. */
export function accountPrefill(account: { name: string; email: string; phone: string | null }): Partial<Address> {
  return { ...splitName(account.name), email: account.email, ...(account.phone ? { phone: account.phone } : {}) };
}

const comparable = (field: keyof Address, value: string | undefined) => {
  const text = (value ?? '').trim();
  if (field === 'phone') return pakistaniMobile(text) ?? text;
  if (field === 'email') return text.toLowerCase();
  return text.replace(/\s+/g, ' ');
};

/** Whether the form holds this saved address, written as the server keeps it (trimmed, phone in national form). */
export function sameAddress(form: Partial<Record<keyof Address, string | undefined>>, saved: Address): boolean {
  return deliveryFields.every((field) => comparable(field, form[field]) === comparable(field, saved[field]));
}

/** A saved address as one line of the "Deliver to" choice. */
export function addressLabel(address: Address): string {
  return `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`;
}
