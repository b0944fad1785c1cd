import { formatMoney } from '@shop/core/money';
import { Tag } from 'lucide-react';
import { SquareImage } from '../../../../components/ui/square-image';
import { rupees } from '../order-format';
import type { OrderItem, OrderLine } from '../order-lines';

function ProductLine({ item, totalPaisa }: { item: OrderItem; totalPaisa: number }) {
  return (
    <div className="flex items-center gap-3">
      <SquareImage src={item.image} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-ink">{item.name}</p>
        <p className="text-sm text-muted tabular-nums">
          {item.quantity} × {rupees(item.price)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{formatMoney(totalPaisa)}</p>
    </div>
  );
}

function DealLine({ line }: { line: Extract<OrderLine, { kind: 'deal' }> }) {
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
        </div>
        <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{formatMoney(line.totalPaisa)}</p>
      </div>
      <ul aria-label={`In the deal ${line.name}`} className="mt-2 space-y-1 border-t border-clay/20 pt-2 pl-1 text-sm text-ink">
        {line.items.map((item, index) => (
          <li key={`${item.id}-${index}`} className="flex gap-2">
            <span className="shrink-0 font-semibold tabular-nums">{item.quantity} ×</span>
            <span className="min-w-0 break-words">{item.name}</span>
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
      {lines.map((line) => (
        <li key={line.key} className="py-3 first:pt-0 last:pb-0">
          {line.kind === 'product' ? <ProductLine item={line.item} totalPaisa={line.totalPaisa} /> : <DealLine line={line} />}
        </li>
      ))}
    </ul>
  );
}
