import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import { apiRequest } from './api-client';
import { initialResponsesElementId } from './initial-responses';

const inlinedProducts = { success: true, products: [{ _id: 'p1', name: 'Neem & Tulsi Soap' }] };
const inlinedDeal = { success: true, deal: { _id: 'd1', dealName: 'Eid Gift Box' } };

describe("the page's inlined first answers", () => {
  beforeAll(() => {
    // As the server writes it into the page's HTML (apps/api seo/page-data.ts), read once by the client.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = initialResponsesElementId;
    block.textContent = JSON.stringify([
      { method: 'GET', path: '/api/product/list', response: inlinedProducts },
      { method: 'POST', path: '/api/deal/single', body: { dealId: 'd1' }, response: inlinedDeal },
    ]);
    document.body.append(block);
  });

  it('answer the first matching call without the network, and every later one goes to the server', async () => {
    const fresh = { success: true, products: [] };
    const { requests } = stubApi({ 'GET /api/product/list': () => json(fresh) });
    await expect(apiRequest('/api/product/list')).resolves.toEqual(inlinedProducts);
    expect(requests).toHaveLength(0);
    await expect(apiRequest('/api/product/list')).resolves.toEqual(fresh);
    expect(requests).toHaveLength(1);
  });

  it('answer a call with a body only when the body is the same', async () => {
    const other = { success: true, deal: { _id: 'd2', dealName: 'Winter Care Set' } };
    const { requests } = stubApi({ 'POST /api/deal/single': () => json(other) });
    await expect(apiRequest('/api/deal/single', { method: 'POST', body: { dealId: 'd2' } })).resolves.toEqual(other);
    expect(requests).toHaveLength(1);
    await expect(apiRequest('/api/deal/single', { method: 'POST', body: { dealId: 'd1' } })).resolves.toEqual(inlinedDeal);
    expect(requests).toHaveLength(1);
  });
});
