import { describe, expect, it } from 'vitest';
import type { OrderLineDto } from '@shop/core/orders/dtos';
import { rupees } from '@shop/core/shared/money';
import { linesOfOrder, orderLinesHtml, orderLinesText } from './order-email-lines';

const deal: OrderLineDto = {
  kind: 'deal',
  dealId: 'd1',
  name: 'Rose <b>& Oud</b> "Kit"',
  image: '',
  price: rupees(1499.99),
  quantity: 1,
  products: [
    { id: 'a', name: 'Soap <script>', quantity: 1, image: '' },
    { id: 'b', name: 'Oil', quantity: 2, image: '' },
  ],
};

describe('order lines in emails', () => {
  it('writes a deal as one line with its total and what it holds, and a product with its total', () => {
    const lines: OrderLineDto[] = [{ kind: 'product', id: 'p', name: 'Clay Mask', image: '', price: rupees(800), quantity: 2 }, deal];
    expect(orderLinesText({ items: [], lines })).toEqual([
      '2 × Clay Mask — Rs. 1,600.00',
      '1 × Deal: Rose <b>& Oud</b> "Kit" — Rs. 1,499.99',
      '    With: Soap <script>, 2 × Oil',
    ]);
    expect(orderLinesText({ items: [], lines: [{ ...deal, quantity: 3 }] })[0]).toBe('3 × Deal: Rose <b>& Oud</b> "Kit" — Rs. 4,499.97 (Rs. 1,499.99 each)');
  });

  it('escapes every name in the HTML', () => {
    const html = orderLinesHtml({ items: [], lines: [deal] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>&');
    expect(html).toContain('Deal: Rose &lt;b&gt;&amp; Oud&lt;/b&gt; &quot;Kit&quot;');
    expect(html).toContain('With: Soap &lt;script&gt;, 2 × Oil');
    expect(html).toContain('Rs. 1,499.99');
  });

  it('groups an order queued before orders carried lines from its items', () => {
    const item = { image: '', category: '', isFromDeal: true, dealId: 'd1', dealName: 'Glow Bundle', dealImage: 'g.webp', dealDescription: '' };
    const lines = linesOfOrder({
      items: [
        { id: 'soap', name: 'Soap', price: rupees(591.9), quantity: 2, ...item },
        { id: 'oil', name: 'Oil', price: rupees(908.1), quantity: 2, ...item },
      ],
    });
    expect(lines).toEqual([
      {
        kind: 'deal',
        dealId: 'd1',
        name: 'Glow Bundle',
        image: 'g.webp',
        price: 1500,
        quantity: 2,
        products: [
          { id: 'soap', name: 'Soap', quantity: 1, image: '' },
          { id: 'oil', name: 'Oil', quantity: 1, image: '' },
        ],
      },
    ]);
    expect(orderLinesText({ items: [], lines }).join('\n')).not.toContain('591.90');
  });
});
