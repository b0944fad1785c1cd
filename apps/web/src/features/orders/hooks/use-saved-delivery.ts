import { SAVED_ADDRESSES_MAX } from '@shop/core/accounts/account-profile-schemas';
import type { Address } from '@shop/core/orders/order-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { addSavedAddress } from '../../accounts/api/add-saved-address';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { storeSavedAddresses, useSavedAddresses, type SavedAddress } from '../../accounts/api/get-saved-addresses';
import { accountPrefill, deliveryFields, sameAddress } from '../delivery-prefill';

export const saveAddressFailedMessage = 'Your order is placed, but the address could not be saved to your account.';

export interface SavedDelivery {
  /** The account's saved addresses once loaded (the default first), else undefined. */
  addresses: SavedAddress[] | undefined;
  /** Fills the form with a saved address ("Deliver to"). */
  choose: (address: SavedAddress) => void;
  /** Empties the address part of the form for a new one; the name, email and phone stay. */
  chooseNew: () => void;
  /** Whether "Save this address to my account" may be offered for these form values. */
  canSave: (values: Partial<Address>) => boolean;
  saveChecked: boolean;
  setSaveChecked: (checked: boolean) => void;
  /** After the order is placed: saves the address when the box is ticked and it is a new one. */
  saveAfterOrder: (address: Address) => void;
}

/**
 * docs/product.md §2 Place Order: the delivery form starts from the default saved address, else from the
 * account (name split into first and last, email, phone); only empty fields the shopper has not touched
 * are filled, so a draft kept from a reload stays. The saved addresses are offered, and a new address
 * can be saved to the account once the order is placed.
 */
export function useSavedDelivery(form: UseFormReturn<Address>): SavedDelivery {
  const userId = useSession()?.userId ?? null;
  const queryClient = useQueryClient();
  const account = useCurrentUser(userId);
  const saved = useSavedAddresses(userId);
  const addresses = saved.data;
  const prefilled = useRef(false);
  const [userChoice, setUserChoice] = useState<boolean | null>(null);

  useEffect(() => {
    if (prefilled.current || userId === null || saved.isPending) return;
    const fallback = addresses?.find((address) => address.isDefault);
    if (!fallback && account.isPending) return;
    prefilled.current = true;
    const source: Partial<Address> | undefined = fallback ?? (account.data ? accountPrefill(account.data) : undefined);
    if (!source) return;
    for (const field of deliveryFields) {
      const value = source[field];
      if (!value || form.getValues(field)?.trim() || form.getFieldState(field).isDirty) continue;
      form.setValue(field, value);
    }
  }, [userId, saved.isPending, addresses, account.isPending, account.data, form]);

  const fill = (values: Partial<Address>) => {
    const validate = form.formState.isSubmitted;
    for (const field of deliveryFields) {
      if (values[field] !== undefined) form.setValue(field, values[field], { shouldDirty: true, shouldValidate: validate });
    }
  };

  const canSave = (values: Partial<Address>) =>
    addresses !== undefined && addresses.length < SAVED_ADDRESSES_MAX && !addresses.some((address) => sameAddress(values, address));
  // Ticked by default only for an account without saved addresses: its first order's address is kept.
  const saveChecked = userChoice ?? addresses?.length === 0;

  return {
    addresses,
    choose: (address) => fill(address),
    chooseNew: () => fill({ street: '', city: '', state: '', zipcode: '' }),
    canSave,
    saveChecked,
    setSaveChecked: setUserChoice,
    saveAfterOrder: (address) => {
      if (!saveChecked || !canSave(address) || userId === null) return;
      // The page moves on to the confirmation at once; the save finishes on its own.
      addSavedAddress(address).then(
        ({ addresses: list }) => storeSavedAddresses(queryClient, userId, list),
        () => toast.error(saveAddressFailedMessage),
      );
    },
  };
}
