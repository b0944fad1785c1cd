import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { getBusinessDetails } from '../business/service';

/**
 * The name the shop's emails come from: the business details' company name, the one the storefront
 * shows ("Khalis Botanicals <no-reply@…>", the address from MAIL_FROM). Undefined before the details
 * are set up, or when they cannot be read: the email then goes out from MAIL_FROM as it is, never not at all.
 */
export async function shopSenderName(context: AppContext): Promise<string | undefined> {
  try {
    const details = await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
    return details.company.name.trim() || undefined;
  } catch {
    return undefined;
  }
}
