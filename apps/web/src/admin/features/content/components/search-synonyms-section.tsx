import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../lib/toast';
import { isApiError } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useSaveForm } from '../../../lib/save-form';
import { searchSynonymsQueryOptions, useSearchSynonyms, type SearchSynonym } from '../api/get-search-synonyms';
import { usePutSearchSynonyms } from '../api/put-search-synonyms';
import { ContentSection, FormButtons } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';

interface SynonymFormValues {
  term: string;
  /** The words, comma separated as typed. */
  means: string;
}

const meansText = (means: readonly string[]) => means.join(', ');

/** 'cleanser, gel cleanser,' → ['cleanser', 'gel cleanser']. */
const meansWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

interface SynonymFormProps {
  synonyms: readonly SearchSynonym[];
  /** The version of the list `synonyms` is (decision 025). */
  version: number | undefined;
  /** The one being changed; undefined for a new one. */
  index: number | undefined;
  onDone: () => void;
}

/**
 * Adds or changes one synonym. The API replaces the whole list, so the form sends every one; a refusal
 * of this one (`synonyms.{index}.term` or `.means`) shows under its field, any other above the form.
 */
function SynonymForm({ synonyms, version, index, onDone }: SynonymFormProps) {
  const save = usePutSearchSynonyms();
  const queryClient = useQueryClient();
  const current = index === undefined ? undefined : synonyms[index];
  const form = useForm<SynonymFormValues>({ defaultValues: { term: current?.term ?? '', means: current ? meansText(current.means) : '' } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const position = index ?? synonyms.length;

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async ({ term, means }) => {
      const edited = { term: term.trim(), means: meansWords(means) };
      await save.mutateAsync({
        synonyms: synonyms.map((synonym, at) => (at === index ? edited : synonym)).concat(index === undefined ? [edited] : []),
        version,
      });
      toast.success(current ? 'Search word saved' : 'Search word added');
      onDone();
    },
    (error) => {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      const field = isApiError(error) && error.status === 400 ? error.fields.find((name) => name.startsWith(`synonyms.${position}.`)) : undefined;
      if (!field) return message;
      setError(field.endsWith('.term') ? 'term' : 'means', { type: 'server', message }, { shouldFocus: true });
      return null;
    },
  );

  /** Their list becomes the screen's; the word being changed shows as they left it. */
  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...searchSynonymsQueryOptions(), staleTime: 0 });
    const theirs = current ? fresh.synonyms.find((synonym) => synonym.term === current.term) : undefined;
    if (theirs) reset({ term: theirs.term, means: meansText(theirs.means) });
    clearConflict();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UnsavedWork form={form} draftName={`search-synonym:${current?.term ?? 'new'}`} saved={saved} />
      <TextField
        label="Shoppers type"
        hint="A word or a few, such as face wash"
        autoComplete="off"
        error={errors.term?.message}
        {...register('term', { validate: (value) => value.trim() !== '' || 'Write what shoppers type' })}
      />
      <TextField
        label="Also search for"
        hint="Words your products use, separated by commas: cleanser, gel cleanser"
        autoComplete="off"
        error={errors.means?.message}
        {...register('means', { validate: (value) => meansWords(value).length > 0 || 'Write at least one word to search for' })}
      />
      <EditConflictNotice conflict={conflict} subject="the search words" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <FormButtons saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}

function SynonymRow({ synonym, onEdit, onRemove }: { synonym: SearchSynonym; onEdit?: () => void; onRemove?: () => void }) {
  return (
    // On a phone the words take the row's whole width and the buttons go under them.
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3">
      <p className="min-w-0 break-words text-sm text-ink sm:flex-1">
        <span className="font-semibold">{synonym.term}</span>
        <span className="text-muted"> also finds </span>
        {meansText(synonym.means)}
      </p>
      {onEdit && onRemove ? (
        <span className="flex gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onEdit} aria-label={`Edit ${synonym.term}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          <button type="button" className={buttonClass.danger} onClick={onRemove} aria-label={`Remove ${synonym.term}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </button>
        </span>
      ) : null}
    </li>
  );
}

/**
 * docs/product.md §10 Content, Search words: the owner's synonyms for the shop's search (`GET`/`PUT
 * /api/admin/search-synonyms`), listed, added, changed and removed; the built-in ones to read.
 */
export function SearchSynonymsSection() {
  const lists = useSearchSynonyms();
  const save = usePutSearchSynonyms();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const synonyms = lists.data?.synonyms ?? [];

  return (
    <ContentSection
      title="Search words"
      description="What shoppers type, and the words each also finds: “face wash” also finds “cleanser”. One of yours replaces a built-in word spelt the same."
      action={
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')} disabled={!lists.data}>
          <Plus aria-hidden="true" className="size-4" />
          Add search word
        </button>
      }
    >
      <QueryView query={lists}>
        {({ builtIn, synonyms: own }) => (
          <div className="space-y-6">
            {own.length === 0 ? (
              <EmptyState title="No search words of your own yet">
                Add the words shoppers use for your products: “face wash” for a gel cleanser, say.
              </EmptyState>
            ) : (
              <ul aria-label="Your search words" className="divide-y divide-linen rounded-2xl border border-linen bg-white px-4">
                {own.map((synonym, index) => (
                  <SynonymRow key={synonym.term} synonym={synonym} onEdit={() => setEditing(index)} onRemove={() => setRemoving(index)} />
                ))}
              </ul>
            )}
            <details className="rounded-2xl border border-linen bg-white px-4">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ink">
                Built in: {builtIn.length} words, always on
              </summary>
              <ul aria-label="Built-in search words" className="divide-y divide-linen">
                {builtIn.map((synonym) => (
                  <SynonymRow key={synonym.term} synonym={synonym} />
                ))}
              </ul>
            </details>
          </div>
        )}
      </QueryView>
      {editing !== null ? (
        <ModalDialog title={editing === 'new' ? 'New search word' : 'Edit search word'} onClose={() => setEditing(null)}>
          <SynonymForm synonyms={synonyms} version={lists.data?.version} index={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </ModalDialog>
      ) : null}
      {removing !== null && synonyms[removing] ? (
        <ConfirmDeleteDialog
          title="Remove this search word?"
          confirmLabel="Remove"
          pendingLabel="Removing…"
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await save.mutateAsync({ synonyms: synonyms.filter((_, at) => at !== removing), version: lists.data?.version });
            toast.success('Search word removed');
          }}
        >
          <p>
            Searching for “{synonyms[removing].term}” will no longer find {meansText(synonyms[removing].means)}.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ContentSection>
  );
}
