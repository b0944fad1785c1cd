import { dealTypeLabel, dealTypeLabels } from '@shop/core/deals/deal-visibility';
import { formatMoney, formatRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField, TextAreaField } from '../../../components/form-fields';
import { SquareImage } from '../../../../components/ui/square-image';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { ImageListField } from '../../../components/image-list-field';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import type { ProductChoice } from '../api/search-products';
import { dealFormFields, parseRupees, parseWholeNumber, type DealFormValues } from '../deal-form-values';
import { dealSavings, dealTotal } from '@shop/core/catalog/prices';
import { ProductPicker } from './product-picker';
import { UnitsStepper } from './units-stepper';
import { UnsavedWork } from '../../../components/unsaved-work';

/** docs/product.md §5: a deal holds 1 to 20 products and at most 12 pictures. */
const PRODUCTS_MAX = 20;
const IMAGES_MAX = 12;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The line under the final price: what customers save against what the products sell for today (their
 * discount prices counted, as the shop reckons it), as the owner types; a warning when they save nothing.
 */
function SavingsPreview({ control }: { control: Control<DealFormValues> }) {
  const products = useWatch({ control, name: 'products' });
  const finalPrice = parseRupees(useWatch({ control, name: 'dealFinalPrice' }));
  const totalPaisa = dealTotal(
    products.map((product) => ({ price: rupeesToPaisa(product.price), discountPrice: rupeesToPaisa(product.discountPrice), units: product.units })),
  );
  const finalPaisa = finalPrice === null ? null : rupeesToPaisa(finalPrice);
  const savings = finalPaisa === null ? null : dealSavings({ total: totalPaisa, finalPrice: finalPaisa });
  const warns = products.length > 0 && savings !== null && savings.amount === 0;
  let line: ReactNode;
  if (products.length === 0) line = 'Add products to see what customers save.';
  else if (finalPaisa === null || savings === null) line = `The products sell for ${formatMoney(totalPaisa)} on their own.`;
  else if (finalPaisa > totalPaisa) line = `The final price is above the ${formatMoney(totalPaisa)} the products sell for on their own.`;
  else if (savings.amount === 0) line = `Customers save nothing: the products sell for ${formatMoney(totalPaisa)} on their own. Lower the final price.`;
  else
    line = (
      <>
        <span className="font-semibold text-leaf-800">
          Customers save {formatMoney(savings.amount)} ({savings.percent}%)
        </span>{' '}
        against the {formatMoney(totalPaisa)} the products sell for on their own.
      </>
    );
  return (
    <p role="status" aria-live="polite" className={`rounded-xl px-4 py-3 text-sm ${warns ? 'bg-red-50 font-medium text-red-800' : 'bg-leaf-50 text-ink'}`}>
      {line}
    </p>
  );
}

function typeOptions(current: string): { slug: string; label: string }[] {
  const known = Object.entries(dealTypeLabels).map(([slug, label]) => ({ slug, label }));
  return known.some((option) => option.slug === current) || current === '' ? known : [...known, { slug: current, label: dealTypeLabel(current) }];
}

interface DealFormProps {
  initial: DealFormValues;
  /** Where the browser keeps what is typed and not saved: 'deal:abc', 'deal:new'. */
  draftName: string;
  /**
   * Saves the values, the final price and stock already read as numbers; resolves with the values to
   * edit from then on. A refusal rejects with the API's error, shown next to the field it names.
   */
  onSave: (values: DealFormValues, numbers: { dealFinalPrice: number; quantity: number }) => Promise<DealFormValues>;
  /** After a save refused because someone else saved the deal meanwhile (decision 025): their version, fetched again, to edit from then on. */
  onReload?: () => Promise<DealFormValues>;
}

/** The deal editor's form: details, pictures, products and units, price with savings, schedule, stock and status. */
export function DealForm({ initial, draftName, onSave, onReload }: DealFormProps) {
  const form = useForm<DealFormValues>({ defaultValues: initial });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const products = useFieldArray({ control, name: 'products', keyName: 'key' });
  const dealType = useWatch({ control, name: 'dealType' });

  const addProduct = (product: ProductChoice) =>
    products.append({
      productId: product._id,
      name: product.name,
      price: product.price,
      discountPrice: product.discountprice,
      image: product.image[0] ?? '',
      units: 1,
    });

  const {
    onSubmit: submit,
    formError,
    saved,
    conflict,
    clearConflict,
  } = useSaveForm(
    handleSubmit,
    async (values) => {
      const dealFinalPrice = parseRupees(values.dealFinalPrice);
      const quantity = parseWholeNumber(values.quantity);
      if (dealFinalPrice === null) setError('dealFinalPrice', { message: 'Enter the final price in rupees, such as 1500' }, { shouldFocus: true });
      if (quantity === null) setError('quantity', { message: 'Enter how many of this deal can be sold, such as 10' }, { shouldFocus: dealFinalPrice !== null });
      if (dealFinalPrice === null || quantity === null) return;
      reset(await onSave(values, { dealFinalPrice, quantity }));
    },
    (error) => showServerErrors(error, setError, dealFormFields),
  );

  const productsError = errors.products?.message ?? errors.products?.root?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mx-auto max-w-3xl space-y-5">
      <UnsavedWork form={form} draftName={draftName} saved={saved} />
      <Section title="Details">
        <TextField label="Name" autoComplete="off" error={errors.dealName?.message} {...register('dealName')} />
        <TextAreaField label="Description" rows={4} error={errors.dealDescription?.message} {...register('dealDescription')} />
        <SelectField
          label="Type"
          error={errors.dealType?.message}
          hint="Shown as a badge on the deal; a flash sale also counts down."
          {...register('dealType')}
        >
          {typeOptions(dealType).map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="dealImages"
          render={({ field, fieldState }) => (
            <ImageListField label="Images" folder="deals" value={field.value} onChange={field.onChange} max={IMAGES_MAX} error={fieldState.error?.message} />
          )}
        />
      </Section>

      <Section title="Products">
        {products.fields.length > 0 ? (
          <ul className="divide-y divide-linen rounded-xl border border-linen">
            {products.fields.map((item, index) => (
              <li key={item.key} className="flex flex-wrap items-center gap-3 p-3">
                <SquareImage src={item.image || undefined} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
                <span className="min-w-0 flex-1 basis-40">
                  <span className="block break-words text-sm font-medium text-ink">{item.name}</span>
                  <span className="block text-xs text-muted">
                    {item.discountPrice > 0 && item.discountPrice < item.price
                      ? `${formatRupees(item.discountPrice)} each on sale (was ${formatRupees(item.price)})`
                      : `${formatRupees(item.price)} each`}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Controller
                    control={control}
                    name={`products.${index}.units`}
                    render={({ field }) => <UnitsStepper name={item.name} value={field.value} onChange={field.onChange} />}
                  />
                  <button type="button" onClick={() => products.remove(index)} aria-label={`Remove ${item.name}`} className={buttonClass.danger}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No products yet. Find each product the deal includes and add it; then set how many units of it one deal holds.</p>
        )}
        {productsError ? (
          <p role="alert" className="text-sm text-red-700">
            {productsError}
          </p>
        ) : null}
        <ProductPicker chosen={products.fields.map((item) => item.productId)} canAdd={products.fields.length < PRODUCTS_MAX} onAdd={addProduct} />
      </Section>

      <Section title="Price">
        <TextField
          label="Final price"
          inputMode="decimal"
          autoComplete="off"
          error={errors.dealFinalPrice?.message}
          hint="In rupees: what customers pay for one deal."
          {...register('dealFinalPrice')}
        />
        <SavingsPreview control={control} />
      </Section>

      <Section title="When it runs">
        <p className="text-sm text-muted">
          Pakistan time. Leave a box empty for no limit: no start means it runs from when it is published, no end means until you stop it.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Starts" type="datetime-local" error={errors.dealStartDate?.message} {...register('dealStartDate')} />
          <TextField label="Ends" type="datetime-local" error={errors.dealEndDate?.message} {...register('dealEndDate')} />
        </div>
      </Section>

      <Section title="Stock and status">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Stock"
            inputMode="numeric"
            autoComplete="off"
            error={errors.quantity?.message}
            hint="How many deals can be sold; each also takes its products' units."
            {...register('quantity')}
          />
          <SelectField label="Status" error={errors.status?.message} hint="Draft keeps the deal off the shop." {...register('status')}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </SelectField>
        </div>
      </Section>

      {onReload ? (
        <EditConflictNotice
          conflict={conflict}
          subject="this deal"
          onReload={async () => {
            reset(await onReload());
            clearConflict();
          }}
        />
      ) : null}
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} w-full sm:w-auto sm:min-w-40`}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
