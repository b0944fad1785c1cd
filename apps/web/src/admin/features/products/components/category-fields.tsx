import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { buttonClass } from '../../../components/buttons';
import { useAddSubcategory } from '../api/add-subcategory';
import { useCategories } from '../api/list-categories';
import { useCreateCategory } from '../api/create-category';
import type { ProductFormValues } from './product-form-values';

// The server trims every category name, so no real category can be this option's value.
const addNew = ' add-new';

const failureText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** Enter in a "new name" box adds the name instead of saving the whole product. */
const addOnEnter = (add: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

/**
 * Category and subcategory: chosen from the shop's lists, or added on the spot ("New category…"),
 * so a new kind of soap does not send the owner to another screen first.
 */
export function CategoryFields() {
  const {
    control,
    register,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [category, subcategory, newCategory, newSubcategory] = useWatch({ control, name: ['category', 'subcategory', 'newCategory', 'newSubcategory'] });
  const categories = useCategories();
  const createCategory = useCreateCategory();
  const addSubcategory = useAddSubcategory();
  const [addedNote, setAddedNote] = useState<string | null>(null);

  const list = categories.data ?? [];
  const chosen = list.find((entry) => entry.name === category);
  // A value the list does not hold (the list is loading, or failed) still shows as chosen.
  const categoryNames = [...(category && !chosen ? [category] : []), ...list.map((entry) => entry.name)];
  const subcategoryNames = [...(chosen?.subcategories ?? [])];
  if (subcategory && !subcategoryNames.includes(subcategory)) subcategoryNames.unshift(subcategory);

  const chooseCategory = (value: string) => {
    setAddedNote(null);
    if (value === addNew) {
      setValue('newCategory', '');
      setValue('newSubcategory', null);
      return;
    }
    setValue('category', value, { shouldDirty: true });
    setValue('subcategory', '', { shouldDirty: true });
    setValue('newCategory', null);
    setValue('newSubcategory', null);
    clearErrors(['category', 'subcategory', 'newCategory']);
  };

  const chooseSubcategory = (value: string) => {
    setAddedNote(null);
    if (value === addNew) {
      setValue('newSubcategory', '');
      return;
    }
    setValue('subcategory', value, { shouldDirty: true });
    setValue('newSubcategory', null);
    clearErrors(['subcategory', 'newSubcategory']);
  };

  const addCategory = async () => {
    const name = (getValues('newCategory') ?? '').trim();
    if (!name) {
      setError('newCategory', { message: "Type the new category's name." }, { shouldFocus: true });
      return;
    }
    clearErrors('newCategory');
    try {
      const created = await createCategory.mutateAsync(name);
      setValue('category', created.name, { shouldDirty: true });
      setValue('subcategory', '', { shouldDirty: true });
      setValue('newCategory', null);
      clearErrors(['category', 'subcategory']);
      setAddedNote(`Category "${created.name}" added and chosen.`);
    } catch (error) {
      setError('newCategory', { message: failureText(error) }, { shouldFocus: true });
    }
  };

  const addSubcategoryNow = async () => {
    const name = (getValues('newSubcategory') ?? '').trim();
    if (!name) {
      setError('newSubcategory', { message: "Type the new subcategory's name." }, { shouldFocus: true });
      return;
    }
    if (!chosen) {
      setError('newSubcategory', { message: 'The categories have not loaded yet. Try again in a moment.' });
      return;
    }
    clearErrors('newSubcategory');
    if (chosen.subcategories.includes(name)) {
      chooseSubcategory(name);
      return;
    }
    try {
      await addSubcategory.mutateAsync({ category: chosen, subcategory: name });
      setValue('subcategory', name, { shouldDirty: true });
      setValue('newSubcategory', null);
      clearErrors('subcategory');
      setAddedNote(`Subcategory "${name}" added to ${chosen.name} and chosen.`);
    } catch (error) {
      setError('newSubcategory', { message: failureText(error) }, { shouldFocus: true });
    }
  };

  const categoryHint = categories.isPending
    ? 'Loading the categories…'
    : categories.isError
      ? `The categories could not be loaded: ${failureText(categories.error)}`
      : 'Where the product is listed in the shop.';

  return (
    <div className="space-y-4">
      <div>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <SelectField
              label="Category"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={newCategory !== null ? addNew : field.value}
              onChange={(event) => chooseCategory(event.target.value)}
              error={errors.category?.message}
              hint={categoryHint}
            >
              <option value="" disabled>
                Choose a category
              </option>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={addNew}>New category…</option>
            </SelectField>
          )}
        />
        {categories.isError ? (
          <button type="button" className={`${buttonClass.quiet} mt-1`} onClick={() => void categories.refetch()}>
            Load the categories again
          </button>
        ) : null}
      </div>

      {newCategory !== null ? (
        <div className="rounded-2xl border border-leaf-200 bg-leaf-50/60 p-3">
          <TextField
            label="New category name"
            autoComplete="off"
            maxLength={60}
            error={errors.newCategory?.message}
            onKeyDown={addOnEnter(() => void addCategory())}
            {...register('newCategory')}
          />
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3 w-full sm:w-auto`}
            disabled={createCategory.isPending}
            onClick={() => void addCategory()}
          >
            <Plus aria-hidden="true" className="size-4" />
            {createCategory.isPending ? 'Adding…' : 'Add category'}
          </button>
        </div>
      ) : null}

      <Controller
        control={control}
        name="subcategory"
        render={({ field }) => (
          <SelectField
            label="Subcategory"
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={newSubcategory !== null ? addNew : field.value}
            onChange={(event) => chooseSubcategory(event.target.value)}
            disabled={!category || newCategory !== null}
            error={errors.subcategory?.message}
            hint={!category || newCategory !== null ? 'Choose the category first.' : undefined}
          >
            <option value="">None</option>
            {subcategoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={addNew}>New subcategory…</option>
          </SelectField>
        )}
      />

      {newSubcategory !== null ? (
        <div className="rounded-2xl border border-leaf-200 bg-leaf-50/60 p-3">
          <TextField
            label="New subcategory name"
            autoComplete="off"
            maxLength={60}
            error={errors.newSubcategory?.message}
            onKeyDown={addOnEnter(() => void addSubcategoryNow())}
            {...register('newSubcategory')}
          />
          <button
            type="button"
            className={`${buttonClass.secondary} mt-3 w-full sm:w-auto`}
            disabled={addSubcategory.isPending}
            onClick={() => void addSubcategoryNow()}
          >
            <Plus aria-hidden="true" className="size-4" />
            {addSubcategory.isPending ? 'Adding…' : 'Add subcategory'}
          </button>
        </div>
      ) : null}

      <p role="status" className="text-sm text-leaf-800 empty:hidden">
        {addedNote}
      </p>
    </div>
  );
}
