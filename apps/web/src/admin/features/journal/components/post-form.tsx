import { Eye } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { CheckboxField, SelectField, TextAreaField } from '../../../components/form-fields';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { SingleImageField } from '../../../components/single-image-field';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { postFormFields, type PostFormValues } from '../post-form-values';
import { ArticlePreview } from './article-preview';
import { UnsavedWork } from '../../../components/unsaved-work';

interface PostFormProps {
  defaultValues: PostFormValues;
  /** Where the browser keeps what is typed and not saved: 'post:abc', 'post:new'. */
  draftName: string;
  /**
   * Saves the article. Resolves with the values now saved, which the form starts over from (or with
   * nothing when the owner is taken elsewhere); a rejection keeps everything as typed and shows why.
   */
  onSave: (values: PostFormValues) => Promise<PostFormValues | void>;
  /** Beside Save: Delete, on a post that exists. */
  extraActions?: ReactNode;
  /** After a save refused because someone else saved the article meanwhile (decision 025): their version, fetched again. */
  onReload?: () => Promise<PostFormValues>;
}

const markupHint = 'Markdown: **bold**, *italic*, # Heading, - list, > quote, [words](https://…), ![video](a YouTube or Vimeo address).';

/** An article's fields, with its body rendered beside the text as the storefront will show it. */
export function PostForm({ defaultValues, draftName, onSave, extraActions, onReload }: PostFormProps) {
  const previewId = useId();
  const [previewOnPhone, setPreviewOnPhone] = useState(false);
  const form = useForm<PostFormValues>({ defaultValues });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const content = useWatch({ control, name: 'content' });

  const {
    onSubmit: submit,
    formError,
    saved,
    conflict,
    clearConflict,
  } = useSaveForm(
    handleSubmit,
    async (values) => {
      const saved = await onSave(values);
      if (saved) reset(saved);
    },
    (error) => showServerErrors(error, setError, postFormFields),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <UnsavedWork form={form} draftName={draftName} saved={saved} />
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title', { validate: (title) => title.trim() !== '' || 'Give the article a title.' })}
      />
      <TextAreaField
        label="Summary"
        rows={2}
        hint="A sentence or two under the title and on the journal's cards."
        error={errors.excerpt?.message}
        {...register('excerpt')}
      />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0">
          <TextAreaField
            label="Article"
            rows={18}
            hint={markupHint}
            error={errors.content?.message}
            className="[&_textarea]:font-mono"
            {...register('content')}
          />
          <button
            type="button"
            aria-pressed={previewOnPhone}
            aria-controls={previewId}
            onClick={() => setPreviewOnPhone((shown) => !shown)}
            className={`${buttonClass.secondary} mt-3 lg:hidden`}
          >
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </button>
        </div>
        <section
          id={previewId}
          aria-labelledby={`${previewId}-title`}
          // On a wide screen the preview scrolls on its own; a keyboard user must be able to scroll it too.
          tabIndex={0}
          className={`${previewOnPhone ? '' : 'hidden'} min-w-0 rounded-2xl border border-linen bg-white p-4 sm:p-6 lg:sticky lg:top-6 lg:block lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto`}
        >
          <h2 id={`${previewId}-title`} className="mb-4 text-xs font-semibold uppercase tracking-[0.2em] text-leaf-700">
            Preview
          </h2>
          {content.trim() === '' ? <p className="mb-4 text-sm text-muted">No text yet: until there is, the shop shows this placeholder.</p> : null}
          <ArticlePreview content={content} />
        </section>
      </div>

      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <SingleImageField
          control={control}
          name="imageUrl"
          label="Cover image"
          folder="journal"
          hint="Shown wide (16:9) at the top of the article and on its card."
        />
        <div className="grid grid-cols-1 content-start gap-5 sm:grid-cols-2">
          <TextField label="Categories" autoComplete="off" hint="Separate with commas." error={errors.category?.message} {...register('category')} />
          <TextField label="Tags" autoComplete="off" hint="Separate with commas." error={errors.tags?.message} {...register('tags')} />
          <TextField label="Author" autoComplete="off" hint="Blank shows 'Staff Writer'." error={errors.author?.message} {...register('author')} />
          <TextField label="Read time (minutes)" type="number" inputMode="numeric" min={1} error={errors.readTime?.message} {...register('readTime')} />
        </div>
      </div>

      <TextAreaField
        label="Search description"
        rows={2}
        hint="What search engines show under the title; up to 300 characters."
        error={errors.metaDescription?.message}
        {...register('metaDescription')}
      />

      <section aria-labelledby={`${previewId}-publishing`} className="rounded-2xl border border-linen bg-white p-4 sm:p-5">
        <h2 id={`${previewId}-publishing`} className="text-lg text-ink">
          Publishing
        </h2>
        <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-end">
          <SelectField label="Status" hint="Only published articles are on the shop." error={errors.status?.message} {...register('status')}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </SelectField>
          <CheckboxField label="Featured" hint="Featured articles lead the journal." {...register('featured')} />
        </div>
      </section>

      {onReload ? (
        <EditConflictNotice
          conflict={conflict}
          subject="this article"
          onReload={async () => {
            reset(await onReload());
            clearConflict();
          }}
        />
      ) : null}
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </button>
        {extraActions}
      </div>
    </form>
  );
}
