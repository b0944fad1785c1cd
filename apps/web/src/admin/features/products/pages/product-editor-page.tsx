import type { getAdminProduct } from '@shop/core/catalog/admin-products-contract';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { PublicationBadge } from '../../../components/publication-badge';
import { EmptyState, LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useProduct } from '../api/get-product';
import type { AdminProduct } from '../api/list-products';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ProductForm } from '../components/product-form';
import { StockHistory } from '../components/stock-history';

const backToList = (
  <Link to={consolePath('products')} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-leaf-700 hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Products
  </Link>
);

function EditProduct({ product }: { product: AdminProduct }) {
  const [deleting, setDeleting] = useState(false);
  const draft = product.status === 'draft';
  return (
    <ConsolePage
      title={product.name}
      back={backToList}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <PublicationBadge status={product.status} />
          {draft ? 'Not visible in the shop while Draft.' : 'Shown in the shop.'}
        </span>
      }
      actions={
        <>
          <a href={`/product/${encodeURIComponent(product._id)}`} target="_blank" rel="noopener" className={buttonClass.secondary}>
            <ExternalLink aria-hidden="true" className="size-4" />
            View in shop
            <span className="sr-only"> (opens in a new tab{draft ? '; not visible while Draft' : ''})</span>
          </a>
          <button type="button" className={buttonClass.danger} onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete product
          </button>
        </>
      }
    >
      <ProductForm product={product} />
      <div className="mt-5">
        <StockHistory productId={product._id} />
      </div>
      {deleting ? <DeleteProductDialog product={product} onClose={() => setDeleting(false)} /> : null}
    </ConsolePage>
  );
}

function ProductByAddress({ productId }: { productId: string }) {
  const query = useProduct(productId);
  if (query.data) return <EditProduct product={query.data} />;
  return (
    <ConsolePage title="Product" back={backToList}>
      {query.isPending ? (
        <LoadingRows rows={5} label="Loading the product…" />
      ) : hasErrorCode<typeof getAdminProduct>(query.error, 'PRODUCT_NOT_FOUND') ? (
        <EmptyState title="This product does not exist">
          It may have been deleted.{' '}
          <Link to={consolePath('products')} className="font-medium text-leaf-700 underline">
            Back to the products
          </Link>
        </EmptyState>
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </ConsolePage>
  );
}

/** /admin/products/new and /admin/products/:productId: one editor for adding and changing a product. */
export function ProductEditorPage() {
  const { productId } = useParams();
  if (!productId) {
    return (
      <ConsolePage title="New product" description="Saved as a draft unless you choose Published." back={backToList}>
        <ProductForm />
      </ConsolePage>
    );
  }
  // A new form for every product: what was typed for one never carries over to the next.
  return <ProductByAddress key={productId} productId={productId} />;
}
