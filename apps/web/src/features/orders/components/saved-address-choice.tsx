import type { Address } from '@shop/core/orders/order-schemas';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { inputClass } from '../../../components/ui/form-field';
import { addressLabel, sameAddress } from '../delivery-prefill';
import type { SavedDelivery } from '../hooks/use-saved-delivery';

const newAddress = 'new';

interface ChoiceProps {
  control: Control<Address>;
  delivery: SavedDelivery;
}

/** docs/product.md §2 Place Order, "Deliver to": the account's saved addresses fill the form; shown once there are any. */
export function DeliverToChoice({ control, delivery }: ChoiceProps) {
  const id = useId();
  const values = useWatch({ control });
  const { addresses } = delivery;
  if (!addresses || addresses.length === 0) return null;
  const chosen = addresses.find((address) => sameAddress(values, address))?._id ?? newAddress;
  return (
    <div className="mt-6 max-w-xl">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Deliver to
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          const address = addresses.find((candidate) => candidate._id === event.target.value);
          if (address) delivery.choose(address);
          else delivery.chooseNew();
        }}
        className={`${inputClass} border-linen`}
      >
        {addresses.map((address) => (
          <option key={address._id} value={address._id}>
            {addressLabel(address)}
            {address.isDefault ? ' (default)' : ''}
          </option>
        ))}
        <option value={newAddress}>A new address</option>
      </select>
    </div>
  );
}

/** "Save this address to my account", offered for an address the account does not keep yet. */
export function SaveAddressOption({ control, delivery }: ChoiceProps) {
  const values = useWatch({ control });
  if (!delivery.canSave(values)) return null;
  return (
    <label className="mt-5 flex items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        className="size-5 accent-leaf-700"
        checked={delivery.saveChecked}
        onChange={(event) => delivery.setSaveChecked(event.target.checked)}
      />
      Save this address to my account
    </label>
  );
}
