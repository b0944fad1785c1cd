import { IMAGES_PER_ITEM_MAX } from '@shop/core/shared/admin-field-schemas';
import { Save } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { CheckboxField, SelectField, TextAreaField } from '../../../components/form-fields';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { ImageListField } from '../../../components/image-list-field';
import { consolePath } from '../../../lib/console-paths';
import { versionAfterSave } from '../../../lib/edit-conflict';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateProduct } from '../api/create-product';
import { productQueryOptions } from '../api/get-product';
import type { AdminProduct } from '../api/list-products';
import { useSetProductStatus } from '../api/set-product-status';
import { useUpdateProduct } from '../api/update-product';
import { CategoryFields } from './category-fields';
import { DiscountPreview } from './discount-preview';
import { StockEditor } from './stock-editor';
import { apiFieldNames, formValuesOf, newProductOf, productContentOf, productFormFields, type ProductFormValues } from './product-form-values';
import { UnsavedWork } from '../../../components/unsaved-work';

const sectionClass = 'space-y-5 rounded-2xl border border-linen bg-white p-4 sm:p-5';
const sectionTitleClass = 'font-sans text-base font-semibold text-ink';

const sameContent = (a: ProductFormValues, b: ProductFormValues) => JSON.stringify(productContentOf(a)) === JSON.stringify(productContentOf(b));

/** The few things the server cannot be asked about: an empty amount would reach it as 0, and a name typed but not added. */
function findUnfinished(values: ProductFormValues, isNew: boolean): [Path<ProductFormValues>, string] | null {
  if (values.price.trim() === '') return ['price', 'Enter the price in rupees.'];
  if (isNew && values.quantity.trim() === '') return ['quantity', 'Enter the stock (0 when there is none).'];
  if (values.newCategory !== null) return ['newCategory', 'Press "Add category" to add it, or choose a category from the list.'];
  if (values.newSubcategory !== null) return ['newSubcategory', 'Press "Add subcategory" to add it, or choose one from the list.'];
  return null;
}

/**
 * The product editor's form, for a new product (no `product`) or an existing one. A failed save keeps
 * everything typed and puts the server's message next to the field it names.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const setStatus = useSetProductStatus();
  const form = useForm<ProductFormValues>({ defaultValues: formValuesOf(product) });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // What the server holds as far as this form knows: a save sends only what the owner changed since.
  const [saved, setSaved] = useState(() => formValuesOf(product));
  const [saveNote, setSaveNote] = useState<string | null>(null);
  // The version the form was opened on, moved on by its own saves only (decision 025): a save after someone else's is refused.
  const [version, setVersion] = useState(product?.version);
  const queryClient = useQueryClient();
  const [price, discountPrice] = useWatch({ control, name: ['price', 'discountPrice'] });

  /** The changes go by two calls; when the later one fails, what the earlier one saved is remembered. Stock moves by its own dialog. */
  const saveExisting = async (id: string, values: ProductFormValues) => {
    let known = saved;
    let knownVersion = version;
    let latest: AdminProduct | null = null;
    try {
      if (!sameContent(values, known)) {
        latest = await updateProduct.mutateAsync({ id, changes: { ...productContentOf(values), version: knownVersion } });
        knownVersion = versionAfterSave(knownVersion, latest.version);
        setVersion(knownVersion);
        known = { ...values, quantity: known.quantity, status: known.status };
      }
      if (values.status !== known.status) {
        latest = await setStatus.mutateAsync({ id, status: values.status });
        knownVersion = versionAfterSave(knownVersion, latest.version);
        setVersion(knownVersion);
        known = { ...known, status: values.status };
      }
    } finally {
      setSaved(known);
    }
    if (!latest) {
      setSaveNote('Nothing to save: no field was changed.');
      return;
    }
    const answer = formValuesOf(latest);
    setSaved(answer);
    reset(answer);
    setSaveNote('Saved.');
    toast.success(`${latest.name} saved`);
  };

  const {
    onSubmit,
    formError,
    saved: justSaved,
    conflict,
    clearConflict,
  } = useSaveForm(
    handleSubmit,
    async (values) => {
      setSaveNote(null);
      const unfinished = findUnfinished(values, !product);
      if (unfinished) {
        setError(unfinished[0], { type: 'client', message: unfinished[1] }, { shouldFocus: true });
        return;
      }
      if (product) {
        await saveExisting(product._id, values);
        return;
      }
      const created = await createProduct.mutateAsync(newProductOf(values));
      toast.success(`${created.name} added${created.status === 'draft' ? ' as a draft' : ''}`);
      await navigate(consolePath('products', {}, created._id), { replace: true });
    },
    (error) => showServerErrors(error, setError, productFormFields, apiFieldNames),
  );

  /** Their version, fetched again, replaces what the form holds. */
  const loadTheirVersion = async () => {
    if (!product) return;
    const fresh = await queryClient.fetchQuery({ ...productQueryOptions(product._id), staleTime: 0 });
    const values = formValuesOf(fresh);
    setSaved(values);
    reset(values);
    setVersion(fresh.version);
    setSaveNote(null);
    clearConflict();
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <UnsavedWork form={form} draftName={`product:${product?._id ?? 'new'}`} saved={justSaved} className="xl:col-span-2" />
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="product-details" className={sectionClass}>
            <h2 id="product-details" className={sectionTitleClass}>
              Details
            </h2>
            <TextField label="Name" autoComplete="off" maxLength={200} error={errors.name?.message} {...register('name')} />
            <TextAreaField label="Description" rows={7} error={errors.description?.message} {...register('description')} />
          </section>
          <section aria-labelledby="product-pictures" className={sectionClass}>
            <h2 id="product-pictures" className={sectionTitleClass}>
              Pictures
            </h2>
            <Controller
              control={control}
              name="image"
              render={({ field, fieldState }) => (
                <ImageListField
                  label="Images"
                  folder="products"
                  max={IMAGES_PER_ITEM_MAX}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </section>
        </div>

        <div className="min-w-0 space-y-5">
          <section aria-labelledby="product-price" className={sectionClass}>
            <h2 id="product-price" className={sectionTitleClass}>
              Pricing
            </h2>
            <TextField
              label="Price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              hint="Rupees."
              error={errors.price?.message}
              {...register('price')}
            />
            <div>
              <TextField
                label="Discount price"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                hint="What customers pay instead, in rupees; empty for no discount."
                error={errors.discountPrice?.message}
                {...register('discountPrice')}
              />
              <DiscountPreview price={price} discountPrice={discountPrice} />
            </div>
          </section>
          <section aria-labelledby="product-listing" className={sectionClass}>
            <h2 id="product-listing" className={sectionTitleClass}>
              Where it is listed
            </h2>
            <CategoryFields />
          </section>
          <section aria-labelledby="product-availability" className={sectionClass}>
            <h2 id="product-availability" className={sectionTitleClass}>
              Stock and visibility
            </h2>
            {product ? (
              <StockEditor product={product} hint="Units on the shelf now. Orders take stock as they come in; every move is kept in the stock history." />
            ) : (
              <TextField
                label="Stock"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                hint="Units on the shelf."
                error={errors.quantity?.message}
                {...register('quantity')}
              />
            )}
            <CheckboxField label="Best seller" hint="Marked as a best seller in the shop." {...register('bestseller')} />
            <SelectField label="Status" hint="Drafts are not shown in the shop." error={errors.status?.message} {...register('status')}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </SelectField>
          </section>
        </div>

        {/* Save stays in reach at the bottom of the screen while the owner scrolls a long form (above the phone's bottom bar). */}
        <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-10 rounded-2xl border border-linen bg-cream/95 p-3 shadow-sm backdrop-blur lg:bottom-3 xl:col-span-2">
          <EditConflictNotice conflict={conflict} subject="this product" onReload={loadTheirVersion} className="mb-3" />
          <FormAlert message={formError} className="mb-3" />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} min-w-32 flex-1 sm:flex-none`}>
              <Save aria-hidden="true" className="size-4" />
              Save
            </button>
            <p role="status" className="min-w-0 text-sm text-muted">
              {isSubmitting ? 'Saving…' : saveNote}
            </p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
