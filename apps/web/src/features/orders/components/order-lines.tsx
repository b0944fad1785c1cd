import type { OrderLineDto } from '@shop/core/orders/dtos';
import { formatLineTotal, formatRupees } from '@shop/core/shared/money';
import { Tag } from 'lucide-react';
import { SquareImage } from '../../../components/ui/square-image';

const lineTotal = (line: OrderLineDto) => formatLineTotal(line.price, line.quantity);

function DealLine({ line }: { line: Extract<OrderLineDto, { kind: 'deal' }> }) {
  return (
    <div className="flex gap-4">
      <SquareImage src={line.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="inline-flex items-center gap-1 text-[11px] font-semibold uppercase tracking-[0.12em] text-clay-deep">
              <Tag aria-hidden="true" className="size-3" />
              Deal
            </p>
            <p className="font-medium break-words text-ink">{line.name}</p>
            <p className="mt-0.5 text-sm text-muted tabular-nums">
              {line.quantity} × {formatRupees(line.price)}
            </p>
          </div>
          <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{lineTotal(line)}</p>
        </div>
        {line.quantity > 1 ? <p className="mt-2 text-xs text-muted">Each deal holds:</p> : null}
        <ul
          aria-label={`In the deal ${line.name}`}
          className={`${line.quantity > 1 ? 'mt-1' : 'mt-2'} space-y-1 border-l-2 border-clay/25 pl-3 text-sm text-ink/90`}
        >
          {line.products.map((product) => (
            <li key={product.id} className="flex gap-1.5">
              {product.quantity > 1 ? <span className="shrink-0 font-semibold tabular-nums">{product.quantity} ×</span> : null}
              <span className="min-w-0 break-words">{product.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * docs/product.md §2 My Orders: the order as it was bought. A product with its quantity and price; a deal
 * as one line with its name, picture, price per deal and count, and the products one deal holds under it.
 */
export function OrderLines({ lines }: { lines: readonly OrderLineDto[] }) {
  return (
    <ul aria-label="Items" className="divide-y divide-linen">
      {lines.map((line, index) => (
        <li key={line.kind === 'deal' ? `deal-${line.dealId ?? line.name}-${index}` : `product-${line.id}-${index}`} className="py-3 first:pt-0 last:pb-0">
          {line.kind === 'deal' ? (
            <DealLine line={line} />
          ) : (
            <div className="flex items-center gap-4">
              <SquareImage src={line.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">{line.name}</p>
                <p className="mt-0.5 text-sm text-muted tabular-nums">
                  {line.quantity} × {formatRupees(line.price)}
                </p>
              </div>
              <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{lineTotal(line)}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
