import { SAVED_ADDRESSES_MAX, savedAddressMessages, type SavedAddressRequest } from '@shop/core/accounts/account-profile-schemas';
import { accountErrorCodes } from '@shop/core/accounts/contract';
import type { Address } from '@shop/core/orders/order-schemas';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { lockAccount } from './repository';
import {
  clearDefault,
  countAddresses,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  newestAddress,
  setDefault,
  updateOwnAddress,
  type SavedAddressFields,
  type SavedAddressRow,
} from './saved-addresses-repository';

/** What the contract's savedAddressDtoSchema describes. */
export interface SavedAddressDto extends SavedAddressFields {
  _id: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The request's fields once validated: addressSchema has trimmed them and put the phone in its national form. */
type ValidAddress = Address & Pick<SavedAddressRequest, 'isDefault'>;

const addressNotFound = () => notFound(accountErrorCodes.addressNotFound, savedAddressMessages.notFound);

function toDto(row: SavedAddressRow): SavedAddressDto {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    street: row.street,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (address: ValidAddress): SavedAddressFields => ({
  firstName: address.firstName,
  lastName: address.lastName,
  email: address.email,
  street: address.street,
  city: address.city,
  state: address.state,
  zipcode: address.zipcode,
  phone: address.phone,
});

export interface AddressWrite {
  addresses: SavedAddressDto[];
  address?: SavedAddressDto;
}

export async function savedAddressesOf(context: AppContext, userId: string): Promise<SavedAddressDto[]> {
  return (await listAddresses(context.db, userId)).map(toDto);
}

/**
 * Every write runs in one transaction that first locks the account's row, so that two requests of one
 * account (two tabs adding the 10th address, two making different defaults) count and decide one after
 * the other, in every process; the partial unique index holds one default at most whatever happens.
 */
async function writeAddresses(context: AppContext, userId: string, write: (tx: Queryable) => Promise<string | undefined>): Promise<AddressWrite> {
  return context.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const id = await write(tx);
    const rows = await listAddresses(tx, userId);
    const addresses = rows.map(toDto);
    return { addresses, address: addresses.find((address) => address._id === id) };
  });
}

/** docs/product.md §2 Account: 10 at most; the first address, or one asked to be, becomes the default. */
export async function addSavedAddress(context: AppContext, userId: string, address: ValidAddress): Promise<AddressWrite> {
  return writeAddresses(context, userId, async (tx) => {
    const held = await countAddresses(tx, userId);
    if (held >= SAVED_ADDRESSES_MAX) throw conflict(accountErrorCodes.tooManyAddresses, savedAddressMessages.tooMany);
    const isDefault = held === 0 || address.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const id = newId();
    const now = context.clock.now();
    await insertAddress(tx, { id, userId, ...fieldsOf(address), isDefault, createdAt: now, updatedAt: now });
    return id;
  });
}

/**
 * Edits one of the account's addresses. isDefault: true makes it the default; false leaves the default
 * where it is (an account with addresses always has one: another is made default instead).
 */
export async function updateSavedAddress(context: AppContext, userId: string, id: string, address: ValidAddress): Promise<AddressWrite> {
  return writeAddresses(context, userId, async (tx) => {
    const existing = await findOwnAddress(tx, userId, id);
    if (!existing) throw addressNotFound();
    await updateOwnAddress(tx, userId, id, fieldsOf(address), context.clock.now());
    if (address.isDefault === true && !existing.isDefault) {
      await clearDefault(tx, userId);
      await setDefault(tx, userId, id);
    }
    return id;
  });
}

export async function makeSavedAddressDefault(context: AppContext, userId: string, id: string): Promise<AddressWrite> {
  return writeAddresses(context, userId, async (tx) => {
    const existing = await findOwnAddress(tx, userId, id);
    if (!existing) throw addressNotFound();
    if (!existing.isDefault) {
      await clearDefault(tx, userId);
      await setDefault(tx, userId, id);
    }
    return id;
  });
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteSavedAddress(context: AppContext, userId: string, id: string): Promise<AddressWrite> {
  return writeAddresses(context, userId, async (tx) => {
    const deleted = await deleteOwnAddress(tx, userId, id);
    if (!deleted) throw addressNotFound();
    if (deleted.isDefault) {
      const next = await newestAddress(tx, userId);
      if (next) await setDefault(tx, userId, next.id);
    }
    return undefined;
  });
}
