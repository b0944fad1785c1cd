import type { NewProduct } from '../api/create-product';
import type { AdminProduct } from '../api/list-products';

/**
 * The editor's fields as the owner types them: amounts stay text (rupees) until saved, so a half-typed
 * "82." is not rewritten under the cursor. `newCategory` / `newSubcategory` hold the name being added
 * (null when the owner is choosing from the list); they are never sent with the product.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  category: string;
  subcategory: string;
  quantity: string;
  bestseller: boolean;
  status: AdminProduct['status'];
  image: string[];
  newCategory: string | null;
  newSubcategory: string | null;
}

/** The product's fields the form shows, in the order a failed save should look at them. */
export const productFormFields = [
  'name',
  'description',
  'price',
  'discountPrice',
  'category',
  'subcategory',
  'quantity',
  'bestseller',
  'status',
  'image',
] as const satisfies readonly (keyof ProductFormValues)[];

/** The API's names for the fields the form names differently (docs/product.md §3 spells discountprice, and the flag several ways). */
export const apiFieldNames = {
  discountprice: 'discountPrice',
  bestSeller: 'bestseller',
  best_seller: 'bestseller',
  isBestseller: 'bestseller',
  isBestSeller: 'bestseller',
  featured: 'bestseller',
} as const satisfies Record<string, keyof ProductFormValues>;

export function formValuesOf(product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    discountPrice: product && product.discountprice > 0 ? String(product.discountprice) : '',
    category: product?.category ?? '',
    subcategory: product?.subcategory ?? '',
    quantity: String(product?.quantity ?? 0),
    bestseller: product?.bestseller ?? false,
    status: product?.status ?? 'draft',
    image: product ? [...product.image] : [],
    newCategory: null,
    newSubcategory: null,
  };
}

/** Rupees as typed; an empty discount price means no discount (0). */
const rupees = (text: string) => Number(text.trim());

/** What PATCH takes: everything but stock and status, which have their own calls (a form open for an hour must not undo the orders since). */
export function productContentOf(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    price: rupees(values.price),
    discountprice: values.discountPrice.trim() === '' ? 0 : rupees(values.discountPrice),
    image: values.image,
    category: values.category,
    subcategory: values.subcategory,
    bestseller: values.bestseller,
  };
}

export function newProductOf(values: ProductFormValues): NewProduct {
  return { ...productContentOf(values), quantity: Number(values.quantity.trim()), status: values.status };
}
