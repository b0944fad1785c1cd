import type { AdminOverviewDto } from '@shop/core/admin-types';
import type { Queryable } from '../../db/client';
import { overviewCounts } from './overview-repository';
import { currentShopSettings } from './shop-settings-service';

/** The owner's Today screen: orders at each status and what waits for the owner, counted now. */
export async function shopOverview(db: Queryable): Promise<AdminOverviewDto> {
  const { lowStockThreshold } = await currentShopSettings(db);
  const counts = await overviewCounts(db, lowStockThreshold);
  return { ...counts, lowStockThreshold };
}
