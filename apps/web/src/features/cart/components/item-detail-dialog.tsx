import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { dealTypeLabel } from '@shop/core/deals/deal-visibility';
import { formatRupees } from '@shop/core/shared/money';
import { productUnitPrice } from '@shop/core/catalog/prices';
import { dealStockDisplay, productStockDisplay } from '@shop/core/catalog/stock';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { StockStatus } from '../../../components/ui/stock-status';
import { ImageGallery } from '../../../components/ui/image-gallery';
import { SquareImage } from '../../../components/ui/square-image';
import { ModalDialog } from '../../../components/ui/modal-dialog';

export type DetailItem = { kind: 'product'; item: ProductDto } | { kind: 'deal'; item: DealDto };

interface ItemDetailDialogProps {
  detail: DetailItem;
  onClose: () => void;
}

function IncludedProducts({ deal }: { deal: DealDto }) {
  if (deal.dealProducts.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby={`included-${deal._id}`}>
      <h3 id={`included-${deal._id}`} className="text-base font-semibold text-ink">
        Included products
      </h3>
      <ul className="mt-3 divide-y divide-linen rounded-xl border border-linen bg-white/60">
        {deal.dealProducts.map((product) => (
          <li key={product._id} className="flex items-center gap-3 px-3 py-2.5">
            <SquareImage src={product.image} alt="" sizes="48px" className="size-12 shrink-0 rounded-md" />
            <div className="min-w-0 flex-1">
              <Link to={`/product/${product._id}`} className="text-sm font-medium text-ink hover:text-leaf-700 hover:underline">
                {product.name}
              </Link>
              <p className="text-xs text-muted">
                {product.unitsPerDeal} × {formatRupees(productUnitPrice({ price: product.price, discountPrice: product.discountprice }))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** docs/product.md §2 Cart: the item detail modal, with pictures, description, price, stock and a deal's contents. */
export function ItemDetailDialog({ detail, onClose }: ItemDetailDialogProps) {
  const isDeal = detail.kind === 'deal';
  const name = isDeal ? detail.item.dealName : detail.item.name;
  const images = isDeal ? detail.item.dealImages : detail.item.image;
  const description = isDeal ? detail.item.dealDescription : detail.item.description;
  const pagePath = isDeal ? `/deal/${detail.item._id}` : `/product/${detail.item._id}`;
  // The cart's limit is the deal's own stock (docs/product.md §4), so that is the number shown here too.
  const stock = isDeal ? dealStockDisplay(detail.item.quantity) : productStockDisplay(detail.item.quantity);

  return (
    <ModalDialog title={name} onClose={onClose}>
      <div className="grid gap-6 sm:grid-cols-[minmax(0,340px)_1fr]">
        <ImageGallery images={images} name={name} mainSizes="(min-width: 640px) 340px, 90vw" variant="compact" />
        <div className="min-w-0">
          {isDeal ? (
            <p className="mb-2 inline-block rounded-full bg-leaf-50 px-3 py-1 text-xs font-semibold tracking-wide text-leaf-800">
              {dealTypeLabel(detail.item.dealType)}
            </p>
          ) : (
            <p className="mb-2 text-xs tracking-[0.14em] text-muted uppercase">{detail.item.category}</p>
          )}
          {isDeal ? (
            <Price price={detail.item.dealTotal} finalPrice={detail.item.dealFinalPrice} size="lg" />
          ) : (
            <Price price={detail.item.price} finalPrice={detail.item.discountprice} size="lg" />
          )}
          <StockStatus display={stock} className="mt-3" />
          {description ? <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-ink/90">{description}</p> : null}
          {isDeal ? <IncludedProducts deal={detail.item} /> : null}
          <Link
            to={pagePath}
            className="mt-6 inline-flex rounded-full border border-leaf-700 px-5 py-2 text-sm font-semibold text-leaf-700 hover:bg-leaf-700 hover:text-white"
          >
            {isDeal ? 'View deal page' : 'View product page'}
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}
