import { cartLineLimit } from '@shop/core/cart';
import { formatMoney } from '@shop/core/money';
import { dealStockDisplay, productStockDisplay } from '@shop/core/stock';
import { Info, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { rowPrice, type CartRow } from '../../../lib/cart-lines';
import { useDeal } from '../../deals/api/get-deal';
import type { DetailItem } from './item-detail-dialog';
import { SquareImage } from '../../../components/ui/square-image';

interface CartLineItemProps {
  row: CartRow;
  onQuantityChange: (row: CartRow, quantity: number) => void;
  onRemove: (row: CartRow) => void;
  onShowDetails: (detail: DetailItem) => void;
}

const textButtonClass = 'inline-flex items-center gap-1.5 rounded text-xs font-medium tracking-wide text-muted hover:text-leaf-700';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={`Remove ${label}`} className={`${textButtonClass} hover:text-red-700`}>
      <Trash2 aria-hidden="true" className="size-3.5" />
      Remove
    </button>
  );
}

/** A line whose product or deal is no longer sold: kept in view (not silently dropped) so the shopper removes it. */
function UnavailableLine({ row, onRemove, name, image }: Pick<CartLineItemProps, 'row' | 'onRemove'> & { name?: string; image?: string }) {
  const what = row.kind === 'product' ? 'product' : 'deal';
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-4 py-5 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-6">
      <SquareImage src={image} alt="" sizes="96px" className="w-full rounded-xl opacity-50 grayscale" />
      <div className="min-w-0">
        <h3 className="font-sans text-base leading-snug font-medium text-muted">{name ?? `Unavailable ${what}`}</h3>
        <p className="mt-1 text-sm font-semibold text-red-700">No longer available</p>
        <p className="mt-1 text-xs text-muted">Quantity {row.quantity}, not counted in your total.</p>
        <div className="mt-2">
          <RemoveButton label={name ?? `unavailable ${what}`} onClick={() => onRemove(row)} />
        </div>
      </div>
    </li>
  );
}

/**
 * A deal that has left the live list: the single-deal call still knows published deals that have
 * ended, so the shopper sees which deal it was.
 */
function EndedDealLine({ row, onRemove }: Pick<CartLineItemProps, 'row' | 'onRemove'>) {
  const { data: deal } = useDeal(row.id);
  return <UnavailableLine row={row} onRemove={onRemove} name={deal?.dealName} image={deal?.dealImages[0]} />;
}

/** One cart line (docs/product.md §2 Cart): picture, name, unit price, quantity, Details, Remove and the line total. */
export function CartLineItem({ row, onQuantityChange, onRemove, onShowDetails }: CartLineItemProps) {
  const price = rowPrice(row);
  if (!row.item || !price) {
    return row.kind === 'deal' ? <EndedDealLine row={row} onRemove={onRemove} /> : <UnavailableLine row={row} onRemove={onRemove} />;
  }

  const detail: DetailItem = row.kind === 'product' ? { kind: 'product', item: row.item } : { kind: 'deal', item: row.item };
  const name = detail.kind === 'product' ? detail.item.name : detail.item.dealName;
  const image = detail.kind === 'product' ? detail.item.image[0] : detail.item.dealImages[0];
  const path = detail.kind === 'product' ? `/product/${row.id}` : `/deal/${row.id}`;
  const stock = detail.kind === 'product' ? productStockDisplay(detail.item.quantity) : dealStockDisplay(detail.item.quantity);
  // Only stock that limits this line is worth a word here; 'In Stock' on every line is noise.
  const stockWarning = stock.level === 'out' || stock.level === 'low' || stock.level === 'few' ? stock.label : null;

  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-6">
      <button
        type="button"
        onClick={() => onShowDetails(detail)}
        aria-label={`Details of ${name}`}
        className="self-start overflow-hidden rounded-xl sm:self-center"
      >
        <SquareImage src={image} alt="" sizes="96px" className="w-full transition-transform duration-300 hover:scale-105" />
      </button>

      <div className="min-w-0">
        <h3 className="font-sans text-base leading-snug font-medium">
          <Link to={path} className="text-ink hover:text-leaf-700 hover:underline">
            {name}
          </Link>
        </h3>
        <p className="mt-1">
          <span className="sr-only">Unit price: </span>
          {detail.kind === 'product' ? (
            <Price price={detail.item.price} finalPrice={detail.item.discountprice} size="sm" />
          ) : (
            <Price price={detail.item.dealTotal} finalPrice={detail.item.dealFinalPrice} size="sm" />
          )}
        </p>
        {stockWarning ? <p className={`mt-1 text-xs font-semibold ${stock.level === 'out' ? 'text-red-700' : 'text-amber-800'}`}>{stockWarning}</p> : null}
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          <button type="button" onClick={() => onShowDetails(detail)} className={textButtonClass}>
            <Info aria-hidden="true" className="size-3.5" />
            Details<span className="sr-only"> of {name}</span>
          </button>
          <RemoveButton label={name} onClick={() => onRemove(row)} />
        </div>
      </div>

      <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:justify-end sm:gap-8">
        <QuantityStepper
          value={row.quantity}
          // Stock may have dropped below what is in the cart; − still works, + waits for stock.
          max={cartLineLimit(detail.item.quantity)}
          label={`Quantity of ${name}`}
          onChange={(quantity) => onQuantityChange(row, quantity)}
        />
        <p className="min-w-28 text-right text-base font-semibold text-ink tabular-nums">
          <span className="sr-only">Line total: </span>
          {formatMoney(price.unitPrice * row.quantity)}
        </p>
      </div>
    </li>
  );
}
