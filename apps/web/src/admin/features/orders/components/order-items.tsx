import { formatLineTotal, formatRupees } from '@shop/core/shared/money';
import { Tag } from 'lucide-react';
import { SquareImage } from '../../../../components/ui/square-image';

import { orderLineKey, type DealOrderLine, type OrderLine } from '../order-lines';

const lineTotal = (line: OrderLine) => formatLineTotal(line.price, line.quantity);

function ProductLine({ line }: { line: Extract<OrderLine, { kind: 'product' }> }) {
  return (
    <div className="flex items-center gap-3">
      <SquareImage src={line.image} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-ink">{line.name}</p>
        <p className="text-sm text-muted tabular-nums">
          {line.quantity} × {formatRupees(line.price)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{lineTotal(line)}</p>
    </div>
  );
}

function DealLine({ line }: { line: DealOrderLine }) {
  return (
    <div className="rounded-xl bg-clay/10 p-3">
      <div className="flex items-center gap-3">
        <SquareImage src={line.image} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <p className="inline-flex items-center gap-1 text-xs font-semibold uppercase tracking-[0.1em] text-clay-deep">
            <Tag aria-hidden="true" className="size-3.5" />
            Deal
          </p>
          <p className="break-words font-medium text-ink">{line.name}</p>
          <p className="text-sm text-muted tabular-nums">
            {line.quantity} × {formatRupees(line.price)}
          </p>
        </div>
        <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{lineTotal(line)}</p>
      </div>
      {line.quantity > 1 ? <p className="mt-2 border-t border-clay/20 pt-2 text-xs text-muted">Each deal holds:</p> : null}
      <ul
        aria-label={`In the deal ${line.name}`}
        className={`space-y-1 pl-1 text-sm text-ink ${line.quantity > 1 ? 'mt-1' : 'mt-2 border-t border-clay/20 pt-2'}`}
      >
        {line.products.map((product) => (
          <li key={product.id} className="flex gap-2">
            <span className="shrink-0 font-semibold tabular-nums">{product.quantity} ×</span>
            <span className="min-w-0 break-words">{product.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The order's lines: products with their quantity and price, deals as the deal with its products inside. */
export function OrderItems({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul aria-label="Items" className="divide-y divide-linen">
      {lines.map((line, index) => (
        <li key={orderLineKey(line, index)} className="py-3 first:pt-0 last:pb-0">
          {line.kind === 'product' ? <ProductLine line={line} /> : <DealLine line={line} />}
        </li>
      ))}
    </ul>
  );
}
