import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag, pageInfoShape } from '../contract/admin-shared';
import { abandonedCartDtoSchema } from './admin-dtos';
import { abandonedCartListQuery } from './admin-schemas';

export const listAbandonedCarts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/abandoned-carts',
  summary:
    "Customers' carts with items and no order since, the most recently left first (?limit=&offset=): value at today's prices, age, when the reminder went, and a WhatsApp link for customers whose phone the shop knows",
  tag: adminTag('Abandoned carts'),
  auth: 'admin',
  request: { query: abandonedCartListQuery },
  success: { body: z.object({ success: z.literal(true), carts: z.array(abandonedCartDtoSchema), ...pageInfoShape }) },
});
