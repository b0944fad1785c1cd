import { discountCodeErrorCodes, type DiscountCodeType } from '@shop/core/discounts/discount-codes';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { CheckboxField } from '../../../components/form-fields';
import { UnsavedWork } from '../../../components/unsaved-work';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { discountCodeFormFields, readDiscountCodeForm, type CodeFields, type DiscountCodeFormValues } from '../discount-code-form-values';
import { CategoryRestriction, DealRestriction, ProductRestriction } from './restriction-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

const typeChoices: readonly { type: DiscountCodeType; label: string; hint: string }[] = [
  { type: 'percent', label: 'Percentage off', hint: 'Such as 20% off the products.' },
  { type: 'fixed', label: 'Amount off', hint: 'Such as Rs. 500 off the products.' },
  { type: 'free-delivery', label: 'Free delivery', hint: 'No delivery charge on the order.' },
];

const valueHints: Record<Exclude<DiscountCodeType, 'free-delivery'>, string> = {
  percent: 'A whole percentage from 1 to 100, such as 20.',
  fixed: 'In rupees, such as 500: taken off the products it is for, never more than they cost.',
};

/** Only ASCII letters, as the shop's rule does, and without moving the caret: the field shows what the shop will keep. */
const upperCased = (text: string) => text.replace(/[a-z]/g, (letter) => letter.toUpperCase());

interface DiscountCodeFormProps {
  initial: DiscountCodeFormValues;
  /** Where the browser keeps what is typed and not saved: 'discount-code:abc', 'discount-code:new'. */
  draftName: string;
  /**
   * Saves the fields as the API takes them; resolves with the values to edit from then on. A refusal
   * rejects with the API's error, shown next to the field it names.
   */
  onSave: (values: DiscountCodeFormValues, fields: CodeFields) => Promise<DiscountCodeFormValues>;
  /** After a save refused because someone else saved the code meanwhile (decision 025): their version, fetched again, to edit from then on. */
  onReload?: () => Promise<DiscountCodeFormValues>;
}

/** The discount code editor's form: the code and what it gives, when and how often it applies, what it is only for, and whether it is on. */
export function DiscountCodeForm({ initial, draftName, onSave, onReload }: DiscountCodeFormProps) {
  const form = useForm<DiscountCodeFormValues>({ defaultValues: initial });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const type = useWatch({ control, name: 'type' });

  const {
    onSubmit: submit,
    formError,
    saved,
    conflict,
    clearConflict,
  } = useSaveForm(
    handleSubmit,
    async (values) => {
      const read = readDiscountCodeForm(values);
      if ('problems' in read) {
        read.problems.forEach((problem, index) => setError(problem.field, { message: problem.message }, { shouldFocus: index === 0 }));
        return;
      }
      reset(await onSave(values, read.fields));
    },
    (error) => {
      if (isApiError(error) && error.status === 409 && error.code === discountCodeErrorCodes.taken) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return null;
      }
      return showServerErrors(error, setError, discountCodeFormFields);
    },
  );

  const codeField = register('code');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mx-auto max-w-3xl space-y-5">
      <UnsavedWork form={form} draftName={draftName} saved={saved} />
      <Section title="The code">
        <TextField
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-lg [&_input]:font-bold [&_input]:tracking-wider"
          error={errors.code?.message}
          hint="What customers type at checkout: letters, digits, - and _, such as EID20."
          {...codeField}
          onChange={(event) => {
            const input = event.target;
            const { selectionStart, selectionEnd } = input;
            input.value = upperCased(input.value);
            input.setSelectionRange(selectionStart, selectionEnd);
            return codeField.onChange(event);
          }}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">Type</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {typeChoices.map((choice) => (
              <label
                key={choice.type}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-linen bg-white p-3 text-sm has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50"
              >
                <input type="radio" value={choice.type} className="mt-0.5 size-5 shrink-0 accent-leaf-700" {...register('type')} />
                <span>
                  <span className="block font-medium text-ink">{choice.label}</span>
                  <span className="block text-xs text-muted">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.type?.message ? <p className="mt-1.5 text-sm text-red-700">{errors.type.message}</p> : null}
        </fieldset>
        {type === 'free-delivery' ? null : (
          <TextField
            label={type === 'percent' ? 'Percentage' : 'Amount in rupees'}
            inputMode={type === 'percent' ? 'numeric' : 'decimal'}
            autoComplete="off"
            error={errors.value?.message}
            hint={valueHints[type]}
            {...register('value')}
          />
        )}
      </Section>

      <Section title="When and how often">
        <TextField
          label="Minimum subtotal"
          inputMode="decimal"
          autoComplete="off"
          error={errors.minSubtotal?.message}
          hint="In rupees: the code works only on orders whose products come to this much. Empty for any order."
          {...register('minSubtotal')}
        />
        <p className="text-sm text-muted">
          Pakistan time. Leave a box empty for no limit: no start means it works from when it is saved, no end means until you pause it.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Starts" type="datetime-local" error={errors.startsAt?.message} {...register('startsAt')} />
          <TextField label="Ends" type="datetime-local" error={errors.endsAt?.message} {...register('endsAt')} />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Total uses limit"
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUses?.message}
            hint="Orders in all that may use it. Empty for no limit."
            {...register('maxUses')}
          />
          <TextField
            label="Uses per customer limit"
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUsesPerCustomer?.message}
            hint="Orders one customer (account or phone) may use it on. Empty for no limit."
            {...register('maxUsesPerCustomer')}
          />
        </div>
      </Section>

      <Section title="Only for">
        <p className="text-sm text-muted">
          Leave all empty for the whole order. Otherwise the code takes its discount only off the products, categories and deals chosen here.
        </p>
        <Controller
          control={control}
          name="productIds"
          render={({ field, fieldState }) => <ProductRestriction value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="categories"
          render={({ field, fieldState }) => <CategoryRestriction value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="dealIds"
          render={({ field, fieldState }) => <DealRestriction value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </Section>

      <Section title="Status">
        <CheckboxField label="Active" role="switch" hint="Off pauses the code: customers who type it are told it is not running." {...register('active')} />
      </Section>

      {onReload ? (
        <EditConflictNotice
          conflict={conflict}
          subject="this code"
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
