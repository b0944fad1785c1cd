import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners, type AdminBanner } from '../api/list-banners';
import { useReorderBanners, useUpdateBanner } from '../api/update-banner';
import { BannerForm } from './banner-form';
import { ContentSection, Switch } from './content-parts';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl border border-linen bg-white text-ink hover:border-leaf-600 hover:text-leaf-700 disabled:cursor-not-allowed disabled:opacity-40';

interface BannerRowProps {
  banner: AdminBanner;
  isFirst: boolean;
  isLast: boolean;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function BannerRow({ banner, isFirst, isLast, onMove, moving, onEdit, onDelete }: BannerRowProps) {
  const headingId = useId();
  const update = useUpdateBanner();
  const title = banner.headingLine1;
  const setActive = (active: boolean) =>
    update.mutate(
      { id: banner._id, changes: { active } },
      { onError: (error) => toast.error(error instanceof Error ? error.message : 'The banner could not be changed.') },
    );
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-linen bg-white p-3 sm:flex-row sm:items-center sm:p-4">
      <img
        src={banner.imageUrl}
        alt=""
        className={`aspect-[16/7] w-full rounded-xl bg-sand object-cover sm:w-44 sm:shrink-0 ${banner.active ? '' : 'opacity-50 grayscale'}`}
      />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="break-words font-sans text-base font-semibold text-ink">
          {title}
        </h3>
        {banner.headingLine2 ? <p className="break-words text-sm text-ink">{banner.headingLine2}</p> : null}
        <p className="mt-1 break-all text-xs text-muted">{banner.redirectUrl ? `Opens ${banner.redirectUrl}` : 'No link'}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Switch label="Active" checked={update.isPending ? !banner.active : banner.active} disabled={update.isPending} onChange={setActive} />
        <button type="button" className={iconButton} disabled={isFirst || moving} onClick={() => onMove(-1)} aria-label={`Move ${title} up`}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={iconButton} disabled={isLast || moving} onClick={() => onMove(1)} aria-label={`Move ${title} down`}>
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
        <button type="button" className={buttonClass.danger} onClick={onDelete} aria-label={`Delete ${title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </button>
      </div>
    </article>
  );
}

/** The home page's banners in their order: add, change, reorder, switch on or off, delete. */
export function BannersSection() {
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const move = (list: readonly AdminBanner[], index: number, step: -1 | 1) => {
    const ordered = [...list];
    const [banner] = ordered.splice(index, 1);
    ordered.splice(index + step, 0, banner!);
    reorder.mutate(ordered);
  };

  return (
    <ContentSection
      title="Banners"
      description="The large pictures at the top of the home page, shown in this order. Only active banners are shown."
      action={
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add banner
        </button>
      }
    >
      <QueryView
        query={banners}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No banners yet">Add one: a wide picture, a heading and the page it opens.</EmptyState>}
      >
        {(list) => (
          <ol className="space-y-3">
            {list.map((banner, index) => (
              <li key={banner._id}>
                <BannerRow
                  banner={banner}
                  isFirst={index === 0}
                  isLast={index === list.length - 1}
                  moving={reorder.isPending}
                  onMove={(step) => move(list, index, step)}
                  onEdit={() => setEditing(banner)}
                  onDelete={() => setDeleting(banner)}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {editing ? (
        <ModalDialog title={editing === 'new' ? 'New banner' : 'Edit banner'} onClose={() => setEditing(null)}>
          <BannerForm banner={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </ModalDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog title="Delete this banner?" onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting._id)}>
          <p>“{deleting.headingLine1}” leaves the home page for good. To show it again later, switch it off instead of deleting it.</p>
        </ConfirmDeleteDialog>
      ) : null}
    </ContentSection>
  );
}
