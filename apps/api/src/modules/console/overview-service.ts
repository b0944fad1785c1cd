import type { AdminOverviewDto } from '@shop/core/console/admin-dtos';
import type { AppContext } from '../../app-context';
import { openOrdersAtRisk, overviewCounts } from './overview-repository';
import { currentShopSettings } from '../shop-settings/service';
import { riskWindowStart } from '../trust/service';

/** The owner's Today screen: orders at each status and what waits for the owner, counted now. */
export async function shopOverview(context: AppContext): Promise<AdminOverviewDto> {
  const { db } = context;
  const { lowStockThreshold } = await currentShopSettings(db);
  const [counts, ordersAtRisk] = await Promise.all([overviewCounts(db, lowStockThreshold), openOrdersAtRisk(db, riskWindowStart(context.clock.now()))]);
  return { ...counts, lowStockThreshold, ordersAtRisk };
}
