import { ShieldBan } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, LoadingRows, QueryView } from '../../../components/query-view';
import { useDeleteBlock } from '../api/delete-block';
import { useBlocks, type Block } from '../api/list-blocks';
import { AddBlockForm } from '../components/add-block-form';
import { BlockCard, blockedName } from '../components/block-card';

/** docs/product.md §4 Trust: the phone numbers, emails and accounts that may not order, and the way to add or lift one. */
export function BlocksPage() {
  const blocks = useBlocks();
  const lift = useDeleteBlock();
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<Block | null>(null);

  return (
    <ConsolePage
      title="Blocklist"
      description="Phone numbers, emails and accounts that cannot place orders."
      actions={
        <button type="button" onClick={() => setAdding(true)} className={buttonClass.primary}>
          <ShieldBan aria-hidden="true" className="size-4" />
          Block a phone or email
        </button>
      }
    >
      <QueryView
        query={blocks}
        loading={<LoadingRows rows={3} label="Loading the blocklist…" />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No one is blocked">Block a phone number, email or account from an order, or here.</EmptyState>}
      >
        {(list) => (
          <ul aria-label="Blocks" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((block) => (
              <li key={block._id}>
                <BlockCard block={block} onLift={() => setLifting(block)} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {adding ? (
        <ModalDialog title="Block a phone number or email" size="sm" onClose={() => setAdding(false)}>
          <AddBlockForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </ModalDialog>
      ) : null}
      {lifting ? (
        <ConfirmDeleteDialog
          title="Lift this block?"
          confirmLabel="Lift block"
          pendingLabel="Lifting…"
          onClose={() => setLifting(null)}
          onConfirm={() => lift.mutateAsync(lifting._id).then((message) => toast.success(message))}
        >
          <p>
            <strong>{blockedName(lifting)}</strong> can place orders again. Refused parcels and fake orders still count against them.
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </ConsolePage>
  );
}
