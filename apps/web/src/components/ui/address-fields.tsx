import type { Address } from '@shop/core/orders/order-schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';

interface AddressFieldsProps {
  /** The form's registration of one field (react-hook-form's `register`). */
  field: (name: keyof Address) => UseFormRegisterReturn;
  /** The message to show under one field, if any. */
  errorOf: (name: keyof Address) => string | undefined;
  className?: string;
}

/**
 * The eight fields of a delivery address (core/orders/order-schemas.ts addressSchema), laid out as the delivery
 * form shows them: the place order page and the account's saved addresses fill in the same address.
 */
export function AddressFields({ field, errorOf, className = 'grid gap-5 sm:grid-cols-2' }: AddressFieldsProps) {
  return (
    <div className={className}>
      <TextField label="First name" autoComplete="given-name" error={errorOf('firstName')} {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" error={errorOf('lastName')} {...field('lastName')} />
      <TextField
        className="sm:col-span-2"
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errorOf('email')}
        {...field('email')}
      />
      <TextField
        className="sm:col-span-2"
        label="Street address"
        autoComplete="street-address"
        placeholder="House, street and area"
        error={errorOf('street')}
        {...field('street')}
      />
      <TextField label="City" autoComplete="address-level2" error={errorOf('city')} {...field('city')} />
      <TextField label="Province / State" autoComplete="address-level1" error={errorOf('state')} {...field('state')} />
      <TextField label="Postal code" inputMode="numeric" autoComplete="postal-code" placeholder="e.g. 54000" error={errorOf('zipcode')} {...field('zipcode')} />
      <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="e.g. 03001234567" error={errorOf('phone')} {...field('phone')} />
    </div>
  );
}
