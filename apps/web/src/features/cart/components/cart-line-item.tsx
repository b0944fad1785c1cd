import { cartLineLimit } from '@shop/core/cart/cart';
import { formatMoney, paisa } from '@shop/core/shared/money';
import { dealStockDisplay, productStockDisplay, type StockLevel } from '@shop/core/catalog/stock';
import { Info, Trash2, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { rowPrice, type CartRow, type LineFix, type LineStatus } from '../../../lib/cart-lines';
import { useDeal } from '../../deals/api/get-deal';
import type { DetailItem } from './item-detail-dialog';
import { SquareImage } from '../../../components/ui/square-image';

interface CartLineItemProps {
  row: CartRow;
  /** The line's live availability (`lineStatus` in lib/cart-lines.ts). */
  status: LineStatus;
  onQuantityChange: (row: CartRow, quantity: number) => Promise<void> | void;
  onRemove: (row: CartRow) => void;
  onShowDetails: (detail: DetailItem) => void;
}

// 44 × 44 px at the least, a thumb's target (docs/product.md §2 Cart), though the words are small.
const textButtonClass = 'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted hover:text-leaf-700';

const stockTones: Record<StockLevel, string> = {
  out: 'text-red-700',
  low: 'text-clay',
  few: 'text-amber-800',
  limited: 'text-amber-800',
  in: 'text-leaf-700',
};

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={`Remove ${label}`} className={`${textButtonClass} hover:text-red-700`}>
      <Trash2 aria-hidden="true" className="size-4" />
      Remove
    </button>
  );
}

/** The one-tap fix: 'Remove' (named after the line) or 'Change to N'. */
function FixButton({ fix, name, onClick }: { fix: LineFix; name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      // The visible words first, then the line's name: 'Remove Neem Soap', 'Change to 3 of Rosehip Oil'.
      aria-label={fix.quantity === 0 ? `${fix.label} ${name}` : `${fix.label} of ${name}`}
      className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-300 bg-white px-4 text-xs font-semibold tracking-wide text-red-800 hover:border-red-400 hover:bg-red-100"
    >
      {fix.label}
    </button>
  );
}

/** Why the line cannot be bought as it is, that it is left out of the total, and its fix. */
function LineProblem({ message, fix, name, onFix }: { message: string; fix: LineFix; name: string; onFix: () => void }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2">
      <div className="flex min-w-0 flex-1 items-start gap-1.5">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-red-700">{message}</p>
          <p className="text-xs text-red-800/80">Not counted in your total.</p>
        </div>
      </div>
      <FixButton fix={fix} name={name} onClick={onFix} />
    </div>
  );
}

/** A line whose product or deal is no longer sold: kept in view (not silently dropped) so the shopper removes it. */
function UnavailableLine({ row, status, onRemove, name, image }: Pick<CartLineItemProps, 'row' | 'status' | 'onRemove'> & { name?: string; image?: string }) {
  const what = row.kind === 'product' ? 'product' : 'deal';
  const shownName = name ?? `Unavailable ${what}`;
  const message = status.ok ? '' : status.message;
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-x-4 py-5 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-6">
      <SquareImage src={image} alt="" sizes="96px" className="w-full rounded-xl opacity-50 grayscale" />
      <div className="min-w-0">
        <h3 className="font-sans text-base leading-snug font-medium text-muted">{shownName}</h3>
        <p className="mt-1 text-xs text-muted">Quantity {row.quantity}</p>
        <LineProblem message={message} fix={{ quantity: 0, label: 'Remove' }} name={name ?? `unavailable ${what}`} onFix={() => onRemove(row)} />
      </div>
    </li>
  );
}

/**
 * A deal that has left the live list: the list the app fetched before it ended may still name it
 * (the single-deal call answers 404 once it has ended).
 */
function EndedDealLine({ row, status, onRemove }: Pick<CartLineItemProps, 'row' | 'status' | 'onRemove'>) {
  const { data: deal } = useDeal(row.id);
  return <UnavailableLine row={row} status={status} onRemove={onRemove} name={deal?.dealName} image={deal?.dealImages[0]} />;
}

/**
 * One cart line (docs/product.md §2 Cart): picture, name, unit price, its live availability, quantity,
 * Details, Remove and the line total. A line that cannot be bought as it is says why, offers its fix
 * and shows its total struck through: it is not counted.
 */
export function CartLineItem({ row, status, onQuantityChange, onRemove, onShowDetails }: CartLineItemProps) {
  const lineRef = useRef<HTMLLIElement>(null);
  const price = rowPrice(row);
  if (!row.item || !price) {
    return row.kind === 'deal' ? (
      <EndedDealLine row={row} status={status} onRemove={onRemove} />
    ) : (
      <UnavailableLine row={row} status={status} onRemove={onRemove} />
    );
  }

  const detail: DetailItem = row.kind === 'product' ? { kind: 'product', item: row.item } : { kind: 'deal', item: row.item };
  const name = detail.kind === 'product' ? detail.item.name : detail.item.dealName;
  const image = detail.kind === 'product' ? detail.item.image[0] : detail.item.dealImages[0];
  const path = detail.kind === 'product' ? `/product/${row.id}` : `/deal/${row.id}`;
  const stock = detail.kind === 'product' ? productStockDisplay(status.available) : dealStockDisplay(status.available);
  const problem = status.ok ? null : status;
  // Nothing left to buy (none in stock, or a deal that has ended): the quantity cannot change, only the fix helps.
  const canChange = problem === null || problem.reason === 'only-left';

  async function applyFix(fix: LineFix) {
    if (fix.quantity === 0) {
      onRemove(row);
      return;
    }
    await onQuantityChange(row, fix.quantity);
    // The fix button has gone with the problem: keep the shopper on this line's quantity.
    requestAnimationFrame(() => lineRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  }

  return (
    <li ref={lineRef} className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-6">
      <button
        type="button"
        onClick={() => onShowDetails(detail)}
        aria-label={`Details of ${name}`}
        className={`self-start overflow-hidden rounded-xl sm:self-center ${problem && !canChange ? 'opacity-60 grayscale' : ''}`}
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
        {problem ? (
          <LineProblem message={problem.message} fix={problem.fix} name={name} onFix={() => void applyFix(problem.fix)} />
        ) : (
          <p className={`mt-1 text-xs font-semibold ${stockTones[stock.level]}`}>
            <span className="sr-only">Availability: </span>
            {stock.label}
          </p>
        )}
        <div className="-mx-2 mt-1 flex flex-wrap gap-x-2">
          <button type="button" onClick={() => onShowDetails(detail)} className={textButtonClass}>
            <Info aria-hidden="true" className="size-4" />
            Details<span className="sr-only"> of {name}</span>
          </button>
          {/* A line whose fix is removing it has that one Remove button, in its notice. */}
          {problem?.fix.quantity === 0 ? null : <RemoveButton label={name} onClick={() => onRemove(row)} />}
        </div>
      </div>

      <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:justify-end sm:gap-8">
        {canChange ? (
          <QuantityStepper
            value={row.quantity}
            // Stock may have dropped below what is in the cart; − still works, + waits for stock.
            max={cartLineLimit(status.available)}
            label={`Quantity of ${name}`}
            onChange={(quantity) => void onQuantityChange(row, quantity)}
          />
        ) : (
          <p className="text-sm text-muted">Quantity {row.quantity}</p>
        )}
        <p data-floating-clear className={`min-w-28 text-right text-base font-semibold tabular-nums ${problem ? 'text-muted line-through' : 'text-ink'}`}>
          <span className="sr-only">{problem ? 'Line total, not counted: ' : 'Line total: '}</span>
          {formatMoney(paisa(price.unitPrice * row.quantity))}
        </p>
      </div>
    </li>
  );
}
