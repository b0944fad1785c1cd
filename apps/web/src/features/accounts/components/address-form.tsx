import { zodResolver } from '@hookform/resolvers/zod';
import { savedAddressRequestSchema, type SavedAddressRequest } from '@shop/core/accounts/account-profile-schemas';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/ui/address-fields';
import { FormAlert, SubmitButton } from './form-controls';

export type AddressFormValues = z.input<typeof savedAddressRequestSchema>;
type ValidAddress = z.output<typeof savedAddressRequestSchema>;

export const emptyAddress: AddressFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  phone: '',
  isDefault: false,
};

interface AddressFormProps {
  initial: AddressFormValues;
  /** Hidden for the default address: the default only moves by making another one the default. */
  offerDefault: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved; rejects with the text to show. */
  onSave: (address: SavedAddressRequest) => Promise<void>;
}

/** The delivery form's eight fields, checked as the order checks them (core/orders/order-schemas.ts), and "default". */
export function AddressForm({ initial, offerDefault, submitLabel, busyLabel, onSave }: AddressFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, ValidAddress>({ resolver: zodResolver(savedAddressRequestSchema), defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Address" className="space-y-5">
      <AddressFields field={(name) => register(name)} errorOf={(name) => errors[name]?.message} />
      {offerDefault ? (
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-leaf-700" {...register('isDefault')} />
          Use as my default delivery address
        </label>
      ) : null}
      <FormAlert message={serverError} />
      <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
