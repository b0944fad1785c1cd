import { z } from '../shared/zod';
import { paginationQuery } from '../shared/admin-field-schemas';

/** GET /api/admin/abandoned-carts: a page of the open carts. */
export const abandonedCartListQuery = z.object({ ...paginationQuery });
