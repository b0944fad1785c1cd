import { SAVED_ADDRESSES_MAX, type SavedAddressRequest } from '@shop/core/accounts/account-profile-schemas';
import { LoaderCircle, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { failureMessage } from '../account-responses';
import { addAddressFailedMessage, useAddSavedAddress } from '../api/add-saved-address';
import { deleteAddressFailedMessage, useDeleteSavedAddress } from '../api/delete-saved-address';
import { savedAddressesErrorMessage, useSavedAddresses, type SavedAddress } from '../api/get-saved-addresses';
import { makeDefaultFailedMessage, useMakeDefaultAddress } from '../api/make-default-address';
import { updateAddressFailedMessage, useUpdateSavedAddress } from '../api/update-saved-address';
import { AccountSection } from './account-section';
import { AddressForm, emptyAddress, type AddressFormValues } from './address-form';

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

const smallButton =
  'inline-flex items-center gap-1.5 rounded-full border border-linen bg-white px-3.5 py-2 text-sm font-medium text-ink hover:border-ink/40 disabled:cursor-not-allowed disabled:opacity-60';

function formValues(address: SavedAddress): AddressFormValues {
  const { firstName, lastName, email, street, city, state, zipcode, phone, isDefault } = address;
  return { firstName, lastName, email, street, city, state, zipcode, phone, isDefault };
}

/** The address as a label would print it. */
export function addressLines(address: Pick<SavedAddress, 'firstName' | 'lastName' | 'street' | 'city' | 'state' | 'zipcode' | 'phone' | 'email'>) {
  return [
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.city}, ${address.state} ${address.zipcode}`,
    `${address.phone} · ${address.email}`,
  ];
}

interface AddressCardProps {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const [name, ...rest] = addressLines(address);
  return (
    <li className={`rounded-xl border p-4 ${address.isDefault ? 'border-leaf-700 bg-leaf-50/60' : 'border-linen bg-cream/40'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-ink">{name}</p>
        {address.isDefault ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-leaf-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            <Star aria-hidden="true" className="size-3" />
            Default
          </span>
        ) : null}
      </div>
      <address className="mt-1 text-sm not-italic leading-relaxed text-muted">
        {rest.map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={onEdit} disabled={busy} aria-label={`Edit address ${address.street}`}>
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit
        </button>
        {address.isDefault ? null : (
          <button type="button" className={smallButton} onClick={onMakeDefault} disabled={busy} aria-label={`Make ${address.street} the default address`}>
            <Star aria-hidden="true" className="size-3.5" />
            Make default
          </button>
        )}
        <button
          type="button"
          className={`${smallButton} hover:border-red-300 hover:text-red-800`}
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete address ${address.street}`}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * docs/product.md §2 Account, Saved addresses: up to 10, the default first; add and edit in a dialog,
 * delete after a question, make another the default. Place order offers them and fills the form from one.
 */
export function SavedAddressesSection({ userId }: { userId: string }) {
  const addresses = useSavedAddresses(userId);
  const add = useAddSavedAddress();
  const update = useUpdateSavedAddress();
  const remove = useDeleteSavedAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const list = addresses.data ?? [];
  const full = list.length >= SAVED_ADDRESSES_MAX;
  const busy = remove.isPending || makeDefault.isPending;

  async function save(address: SavedAddressRequest) {
    try {
      if (editing?.mode === 'edit') {
        toast.success((await update.mutateAsync({ id: editing.address._id, address })).message);
      } else {
        toast.success((await add.mutateAsync(address)).message);
      }
      setEditing(null);
    } catch (error) {
      throw new Error(failureMessage(error, editing?.mode === 'edit' ? updateAddressFailedMessage : addAddressFailedMessage), { cause: error });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      toast.success((await remove.mutateAsync(deleting._id)).message);
      setDeleting(null);
      // The card (and the button that opened the question) is gone: focus goes to the list.
      requestAnimationFrame(() => listRef.current?.focus());
    } catch (error) {
      toast.error(failureMessage(error, deleteAddressFailedMessage));
      setDeleting(null);
    }
  }

  async function chooseDefault(address: SavedAddress) {
    try {
      toast.success((await makeDefault.mutateAsync(address._id)).message);
    } catch (error) {
      toast.error(failureMessage(error, makeDefaultFailedMessage));
    }
  }

  const addButton = (
    <button
      type="button"
      onClick={() => setEditing({ mode: 'add' })}
      disabled={!addresses.data || full}
      className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Plus aria-hidden="true" className="size-4" />
      Add address
    </button>
  );

  let body;
  if (addresses.isPending) {
    body = (
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        <p>{savedAddressesErrorMessage}</p>
        <button type="button" onClick={() => void addresses.refetch()} className="mt-1 font-semibold underline underline-offset-2">
          Try again
        </button>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-linen bg-sand/50 px-6 py-10 text-center">
        <MapPin aria-hidden="true" className="size-9 text-leaf-700" strokeWidth={1.5} />
        <p className="mt-3 text-ink">No saved addresses yet</p>
        <p className="mt-1 max-w-sm text-sm text-muted">Save where you want your orders delivered and checkout fills it in for you.</p>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((address) => (
          <AddressCard
            key={address._id}
            address={address}
            busy={busy}
            onEdit={() => setEditing({ mode: 'edit', address })}
            onDelete={() => setDeleting(address)}
            onMakeDefault={() => void chooseDefault(address)}
          />
        ))}
      </ul>
    );
  }

  return (
    <AccountSection title="Saved addresses" lead={`Up to ${SAVED_ADDRESSES_MAX}. Your default one fills in the delivery form.`} action={addButton}>
      {() => (
        <div ref={listRef} tabIndex={-1} className="focus:outline-none">
          {body}
          {full ? (
            <p className="mt-4 text-sm text-muted">You have saved {SAVED_ADDRESSES_MAX} addresses, the most an account keeps. Delete one to add another.</p>
          ) : null}
          {editing ? (
            <ModalDialog title={editing.mode === 'edit' ? 'Edit address' : 'Add an address'} onClose={() => setEditing(null)}>
              <AddressForm
                initial={editing.mode === 'edit' ? formValues(editing.address) : { ...emptyAddress, isDefault: list.length === 0 }}
                offerDefault={editing.mode === 'add' ? list.length > 0 : !editing.address.isDefault}
                submitLabel={editing.mode === 'edit' ? 'Save changes' : 'Save address'}
                busyLabel="Saving..."
                onSave={save}
              />
            </ModalDialog>
          ) : null}
          {deleting ? (
            <ModalDialog title="Delete address" size="sm" onClose={() => (remove.isPending ? undefined : setDeleting(null))}>
              <p className="text-sm text-ink">
                Delete the address at <span className="font-semibold">{deleting.street}</span>?
                {deleting.isDefault && list.length > 1 ? ' Your newest other address becomes the default.' : ''}
              </p>
              <div className="mt-5 flex flex-wrap justify-end gap-3">
                <button type="button" className={smallButton} onClick={() => setDeleting(null)} disabled={remove.isPending}>
                  Keep it
                </button>
                <button
                  type="button"
                  onClick={() => void confirmDelete()}
                  disabled={remove.isPending}
                  className="inline-flex items-center gap-2 rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
                >
                  {remove.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                  Delete
                </button>
              </div>
            </ModalDialog>
          ) : null}
        </div>
      )}
    </AccountSection>
  );
}
