import { Link } from 'react-router';
import { Price } from '../../../../components/ui/price';
import { SquareImage } from '../../../../components/ui/square-image';
import { PublicationBadge } from '../../../components/publication-badge';
import { consolePath } from '../../../lib/console-paths';
import type { AdminProduct } from '../api/list-products';
import { BestSellerMark } from './product-marks';
import { StockEditor } from './stock-editor';

/** The list's columns on a wide screen; on a phone each product is a card and these do not apply. */
export const productColumns = 'lg:grid-cols-[3.5rem_minmax(0,1fr)_8rem_6rem_13rem] xl:grid-cols-[3.5rem_minmax(0,1fr)_10rem_7rem_14rem]';

function StockLevel({ quantity, lowStockThreshold }: { quantity: number; lowStockThreshold: number | undefined }) {
  if (quantity === 0) return <span className="text-xs font-semibold text-red-700">Out of stock</span>;
  if (lowStockThreshold !== undefined && quantity <= lowStockThreshold) return <span className="text-xs font-semibold text-amber-800">Low stock</span>;
  return null;
}

/** One product of the list: picture, name (to the editor), where it is listed, price, status, and its stock to change in place. */
export function ProductRow({ product, lowStockThreshold }: { product: AdminProduct; lowStockThreshold: number | undefined }) {
  const listedUnder = [product.category, product.subcategory].filter(Boolean).join(' › ');
  return (
    <li
      className={`grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-2xl border border-linen bg-white p-3 lg:items-center lg:gap-x-4 ${productColumns}`}
    >
      <SquareImage src={product.image[0]} alt="" sizes="56px" className="size-14 rounded-xl" />
      <div className="min-w-0">
        <Link to={consolePath('products', {}, product._id)} className="break-words font-medium text-ink hover:text-leaf-700 hover:underline">
          {product.name}
        </Link>
        {listedUnder ? <p className="break-words text-sm text-muted">{listedUnder}</p> : null}
        {product.bestseller ? (
          <p className="mt-1">
            <BestSellerMark />
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:contents">
        <div className="min-w-0">
          <Price price={product.price} finalPrice={product.discountprice} size="sm" />
        </div>
        <div>
          <PublicationBadge status={product.status} />
        </div>
      </div>
      <div className="col-span-2 flex flex-wrap items-end justify-between gap-2 border-t border-linen pt-3 lg:col-span-1 lg:border-0 lg:pt-0">
        <StockEditor product={product} />
        <StockLevel quantity={product.quantity} lowStockThreshold={lowStockThreshold} />
      </div>
    </li>
  );
}
