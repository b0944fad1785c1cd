import { Clock, MapPin, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { BusinessDetails } from '@shop/core/business/business-details';
import { CheckboxField, SelectField } from '../../../components/form-fields';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useDeleteStore } from '../api/delete-store';
import { useBusinessDetailsForOwner } from '../api/get-business-details';
import { useStores, type AdminStore } from '../api/list-stores';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import { Badge, ContentSection, SettingsForm } from './content-parts';
import { StoreForm, storeStatusLabels, storeTypeLabels } from './store-form';
import { weekSummary } from './store-hours';
import { UnsavedWork } from '../../../components/unsaved-work';

interface StoreDisplayValues {
  enabled: boolean;
  /** A store id, or '' for none. */
  defaultStore: string;
}

/** Whether the Contact page lists the stores, and which one it shows first (business details' multiStore). */
function StoreDisplayForm({ multiStore, stores }: { multiStore: BusinessDetails['multiStore']; stores: readonly AdminStore[] }) {
  const update = useUpdateBusinessDetails();
  const form = useForm<StoreDisplayValues>({ defaultValues: { enabled: multiStore.enabled, defaultStore: multiStore.defaultStore ?? '' } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved } = useSaveForm(
    handleSubmit,
    ({ enabled, defaultStore }) => update.mutateAsync({ multiStore: { enabled, defaultStore: defaultStore || null } }),
    (error) => showServerErrors(error, setError, ['enabled', 'defaultStore'], { 'multiStore.enabled': 'enabled', 'multiStore.defaultStore': 'defaultStore' }),
  );

  return (
    <SettingsForm
      title="Stores on the Contact page"
      description="Whether shoppers see your stores there, and which comes first."
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? 'Saved.' : null}
      error={formError}
      saveName="Save store display"
      className="mb-4"
    >
      <UnsavedWork form={form} draftName="store-display" saved={saved} />
      <CheckboxField label="List the stores on the Contact page" hint="A store whose status is not Open is listed as closed." {...register('enabled')} />
      <SelectField label="Main store" hint="Shown first." error={errors.defaultStore?.message} {...register('defaultStore')}>
        <option value="">None</option>
        {stores.map((store) => (
          <option key={store.storeId} value={store.storeId}>
            {store.storeName}
          </option>
        ))}
      </SelectField>
    </SettingsForm>
  );
}

function StoreCard({ store, onEdit, onDelete }: { store: AdminStore; onEdit: () => void; onDelete: () => void }) {
  const nameId = useId();
  const { address } = store.location;
  const addressLine = [address.street, address.city, address.state, address.zipCode].filter(Boolean).join(', ');
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col gap-3 rounded-2xl border border-linen bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={nameId} className="break-words font-sans text-base font-semibold text-ink">
            {store.storeName}
          </h3>
          <p className="text-xs text-muted">{storeTypeLabels[store.storeType]}</p>
        </div>
        <Badge tone={store.status === 'active' ? 'green' : 'grey'}>{storeStatusLabels[store.status]}</Badge>
      </div>
      <ul className="space-y-1.5 text-sm text-ink">
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
          <span className="min-w-0 break-words">{addressLine || store.location.displayName || 'No address yet'}</span>
        </li>
        {store.contact.phone ? (
          <li className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
            <span className="min-w-0 break-words">
              {store.contact.phone}
              {store.contact.manager ? ` · ${store.contact.manager}` : ''}
            </span>
          </li>
        ) : null}
        <li className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
          <span className="min-w-0 break-words">{weekSummary(store.operatingHours)}</span>
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onEdit} aria-label={`Edit ${store.storeName}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button type="button" className={buttonClass.danger} onClick={onDelete} aria-label={`Delete ${store.storeName}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
    </article>
  );
}

/** The shop's stores with their weekly hours, and whether the Contact page lists them. */
export function StoresSection() {
  const stores = useStores();
  const details = useBusinessDetailsForOwner();
  const remove = useDeleteStore();
  const [editing, setEditing] = useState<AdminStore | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminStore | null>(null);

  return (
    <ContentSection
      title="Stores"
      description="Places where shoppers can visit or collect, with their opening hours."
      action={
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add store
        </button>
      }
    >
      <QueryView
        query={stores}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No stores yet">Add a store when shoppers can visit you: its address, phone and opening hours.</EmptyState>}
      >
        {(list) => (
          <>
            {details.data ? (
              <StoreDisplayForm multiStore={details.data.multiStore} stores={list} />
            ) : details.data === null ? (
              <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                To list the stores on the Contact page, first save the{' '}
                <Link to={consolePath('content', {}, 'business')} className="font-semibold underline">
                  business details
                </Link>
                .
              </p>
            ) : null}
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((store) => (
                <li key={store.storeId}>
                  <StoreCard store={store} onEdit={() => setEditing(store)} onDelete={() => setDeleting(store)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {editing ? (
        <ModalDialog title={editing === 'new' ? 'New store' : 'Edit store'} onClose={() => setEditing(null)}>
          <StoreForm store={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </ModalDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog title="Delete this store?" onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting.storeId)}>
          <p>{deleting.storeName} leaves the Contact page for good. If it is only closed for a while, set its status to “Closed for now” instead.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </ContentSection>
  );
}
