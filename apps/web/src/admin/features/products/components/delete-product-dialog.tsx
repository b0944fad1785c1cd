import type { deleteProduct } from '@shop/core/catalog/admin-products-contract';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { consolePath } from '../../../lib/console-paths';
import { useDeleteProduct } from '../api/delete-product';
import type { AdminProduct } from '../api/list-products';

/** Asks before deleting; when an order or a deal still uses the product, says so in the server's words. */
export function DeleteProductDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const navigate = useNavigate();
  const deletion = useDeleteProduct();
  const inUse = hasErrorCode<typeof deleteProduct>(deletion.error, 'PRODUCT_IN_USE');

  const confirm = () =>
    deletion.mutate(product._id, {
      onSuccess: () => {
        toast.success(`${product.name} deleted`);
        void navigate(consolePath('products'), { replace: true });
      },
    });

  return (
    <ModalDialog title={`Delete ${product.name}?`} onClose={onClose} size="sm">
      {deletion.error ? (
        <div role="alert" className="break-words rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{inUse ? 'This product cannot be deleted.' : 'The product was not deleted.'}</p>
          <p className="mt-1">{deletion.error.message}</p>
        </div>
      ) : (
        <p className="text-sm text-ink">
          It disappears from the console and the shop for good. A product that an order or a deal includes cannot be deleted; set it to Draft to hide it
          instead.
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          {inUse ? 'OK' : 'Keep it'}
        </button>
        {inUse ? null : (
          <button type="button" className={buttonClass.danger} disabled={deletion.isPending} onClick={confirm}>
            <Trash2 aria-hidden="true" className="size-4" />
            {deletion.isPending ? 'Deleting…' : 'Delete'}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
