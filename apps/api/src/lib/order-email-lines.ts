import type { OrderDto, OrderLineDto } from '@shop/core/orders/dtos';
import { formatLineTotal, formatRupees, paisaToRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { groupOrderLines } from '@shop/core/orders/order-lines';
import { escapeHtml } from './email-layout';

/**
 * The order's lines as it was bought (docs/product.md §3 Order line). An email queued before orders
 * carried their lines (the outbox keeps the order it was written with) has them grouped from its items.
 */
export function linesOfOrder(order: Pick<OrderDto, 'items'> & { lines?: OrderLineDto[] | undefined }): OrderLineDto[] {
  if (order.lines) return order.lines;
  return groupOrderLines(
    order.items.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image,
      unitPrice: rupeesToPaisa(item.price),
      quantity: item.quantity,
      isFromDeal: item.isFromDeal,
      dealId: item.dealId ?? null,
      dealName: item.dealName ?? null,
      dealImage: item.dealImage ?? null,
      dealQuantity: null,
      dealPrice: null,
    })),
  ).map((line) => ({ ...line, price: paisaToRupees(line.price) }));
}

const lineTotal = (line: OrderLineDto) => formatLineTotal(line.price, line.quantity);

/** What one deal holds: "Rose Soap, 2 × Shampoo Bar". */
function dealContents(line: Extract<OrderLineDto, { kind: 'deal' }>): string {
  return line.products.map((product) => (product.quantity > 1 ? `${product.quantity} × ${product.name}` : product.name)).join(', ');
}

/** Plain text: "2 × Rose Soap — Rs. 1,600.00"; a deal as "1 × Deal: Glow Bundle — Rs. 1,500.00" and what it holds. */
export function orderLinesText(order: Parameters<typeof linesOfOrder>[0]): string[] {
  return linesOfOrder(order).flatMap((line) => {
    if (line.kind === 'product') return [`${line.quantity} × ${line.name} — ${lineTotal(line)}`];
    const each = line.quantity > 1 ? ` (${formatRupees(line.price)} each)` : '';
    return [`${line.quantity} × Deal: ${line.name} — ${lineTotal(line)}${each}`, `    ${line.quantity > 1 ? 'Each with' : 'With'}: ${dealContents(line)}`];
  });
}

/** HTML table rows, every text escaped: the line and its total, a deal's products in small print under its name. */
export function orderLinesHtml(order: Parameters<typeof linesOfOrder>[0]): string {
  return linesOfOrder(order)
    .map((line) => {
      if (line.kind === 'product') {
        return `<tr><td style="padding:6px 0">${line.quantity} × ${escapeHtml(line.name)}</td><td align="right">${escapeHtml(lineTotal(line))}</td></tr>`;
      }
      const each = line.quantity > 1 ? ` <span style="color:#5f665f">(${escapeHtml(formatRupees(line.price))} each)</span>` : '';
      return `<tr><td style="padding:6px 0">${line.quantity} × <strong>Deal: ${escapeHtml(line.name)}</strong>${each}<br><span style="color:#5f665f;font-size:13px">${line.quantity > 1 ? 'Each with' : 'With'}: ${escapeHtml(dealContents(line))}</span></td><td align="right" valign="top" style="padding:6px 0">${escapeHtml(lineTotal(line))}</td></tr>`;
    })
    .join('');
}
