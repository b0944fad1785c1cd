import type { AdminOverviewDto } from '@shop/core/console/admin-dtos';
import type { AppContext } from '../../app-context';
import { openOrdersAtRisk, overviewCounts } from './overview-repository';
import { courierCash } from '../couriers/service';
import { currentShopSettings } from '../shop-settings/service';
import { riskWindowStart } from '../trust/service';

/** The owner's Today screen: orders at each status, what waits for the owner, and the cash couriers still hold, counted now. */
export async function shopOverview(context: AppContext): Promise<AdminOverviewDto> {
  const { db } = context;
  const now = context.clock.now();
  const { lowStockThreshold, courierPayoutDays } = await currentShopSettings(db);
  const [counts, ordersAtRisk, cash] = await Promise.all([
    overviewCounts(db, lowStockThreshold),
    openOrdersAtRisk(db, riskWindowStart(now)),
    courierCash(db, courierPayoutDays, now),
  ]);
  return { ...counts, lowStockThreshold, ordersAtRisk, courierCash: cash };
}
