import { z } from '../shared/zod';
import { dealDtoSchema } from './dtos';
import { defineEndpoint } from '../contract/endpoint';

/** The error codes of the deal calls (docs/product.md §7 Deals). */
export const dealErrorCodes = {
  /** Unknown, or not live at this second (a draft, not started, ended): the same answer, so no price shows early. */
  dealNotFound: 'DEAL_NOT_FOUND',
} as const;

const tag = 'Deals';

export const listDeals = defineEndpoint({
  method: 'GET',
  path: '/api/deal/list',
  summary: 'Deals live at this second',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), deals: z.array(dealDtoSchema) }) },
});

const noDealId = 'No deal ID provided';

export const getDeal = defineEndpoint({
  method: 'POST',
  path: '/api/deal/single',
  summary: 'One deal live now, by id (any other answers 404 like an unknown id)',
  tag,
  auth: 'public',
  request: {
    // docs/product.md §8: an id no deal can have reads as an unknown deal.
    body: z.object({ dealId: z.string({ error: noDealId }).trim().min(1, noDealId).max(64, 'Deal not found') }),
  },
  success: { body: z.object({ success: z.literal(true), deal: dealDtoSchema }) },
  errors: { 404: [dealErrorCodes.dealNotFound] },
});
