import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import { rupees, type Rupees } from '@shop/core/shared/money';
import type { DealCreateBody } from './api/create-deal';
import type { AdminDeal } from './api/list-deals';
import type { DealChangesBody } from './api/update-deal';
import { fromShopInputValue, toShopInputValue } from '../../lib/shop-time';

/** One product in the deal as the editor holds it: what the list shows and the savings preview needs. */
export interface DealFormProduct {
  productId: string;
  name: string;
  price: Rupees;
  /** Its discount price, 0 for none: the deal's total counts what the product sells for. */
  discountPrice: Rupees;
  image: string;
  units: number;
}

/**
 * What the owner types, kept as typed: numbers and times stay text until Save, so a refused save
 * gives back exactly what was there. The names are the API's, so its 400s land on the right field.
 */
export interface DealFormValues {
  dealName: string;
  dealDescription: string;
  dealType: string;
  dealImages: string[];
  products: DealFormProduct[];
  /** Rupees. */
  dealFinalPrice: string;
  /** datetime-local values in shop time; empty for no limit. */
  dealStartDate: string;
  dealEndDate: string;
  quantity: string;
  status: PublicationStatus;
}

export const dealFormFields = [
  'dealName',
  'dealDescription',
  'dealType',
  'dealImages',
  'products',
  'dealFinalPrice',
  'dealStartDate',
  'dealEndDate',
  'quantity',
  'status',
] as const satisfies readonly (keyof DealFormValues)[];

export const newDealValues: DealFormValues = {
  dealName: '',
  dealDescription: '',
  dealType: 'bundle',
  dealImages: [],
  products: [],
  dealFinalPrice: '',
  dealStartDate: '',
  dealEndDate: '',
  quantity: '',
  status: 'draft',
};

export function dealFormValues(deal: AdminDeal): DealFormValues {
  return {
    dealName: deal.dealName,
    dealDescription: deal.dealDescription,
    dealType: deal.dealType,
    dealImages: deal.dealImages,
    products: deal.dealProducts.map((item) => ({
      productId: item._id,
      name: item.name,
      price: item.price,
      discountPrice: item.discountprice,
      image: item.image,
      units: item.unitsPerDeal,
    })),
    dealFinalPrice: String(deal.dealFinalPrice),
    dealStartDate: toShopInputValue(deal.dealStartDate),
    dealEndDate: toShopInputValue(deal.dealEndDate),
    quantity: String(deal.quantity),
    status: deal.status,
  };
}

/** Rupees with at most two decimals ('1500', '1499.50'), or null for anything else. */
export function parseRupees(text: string): Rupees | null {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? rupees(Number(trimmed)) : null;
}

export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

type EditableFields = Omit<DealFormValues, 'quantity' | 'status'>;

/** The PATCH-able fields in the API's form; the final price already checked by parseRupees. */
function toBody(values: EditableFields, dealFinalPrice: number) {
  return {
    dealName: values.dealName,
    dealDescription: values.dealDescription,
    dealType: values.dealType,
    dealImages: values.dealImages,
    products: values.products.map((item) => ({ _id: item.productId, units: item.units })),
    dealFinalPrice,
    dealStartDate: fromShopInputValue(values.dealStartDate),
    dealEndDate: fromShopInputValue(values.dealEndDate),
  };
}

export function createDealBody(values: DealFormValues, dealFinalPrice: number, quantity: number): DealCreateBody {
  return { ...toBody(values, dealFinalPrice), quantity, status: values.status };
}

/**
 * Only what the owner changed goes in the PATCH: an untouched product list is not rewritten (nor
 * audited as a change), and a date is not rounded to the minute the input shows.
 */
export function dealChanges(saved: DealFormValues, values: DealFormValues, dealFinalPrice: number): Partial<DealChangesBody> {
  const before = toBody(saved, parseRupees(saved.dealFinalPrice) ?? Number.NaN);
  const after = toBody(values, dealFinalPrice);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return Object.fromEntries(changed.map((key) => [key, after[key]]));
}
