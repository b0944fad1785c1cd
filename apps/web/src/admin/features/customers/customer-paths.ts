import { consolePath } from '../../lib/console-paths';

/** A customer's page: the person key, encoded whole, as it may hold a + or a space from an older order's phone. */
export const customerPath = (id: string) => `${consolePath('customers')}/${encodeURIComponent(id)}`;
