import type { DealDto } from '@shop/core/api-types';
import { isDealLive } from '@shop/core/deal-visibility';
import { paisaToRupees } from '@shop/core/money';
import { dealSavingsPerUnit } from '@shop/core/prices';
import { dealAvailableQuantity } from '@shop/core/stock';
import type { Database } from '../../db/client';
import { jsonTextToCachedBody, type CachedBody } from '../../lib/response-cache';
import { listPublishedDealsWithProducts } from './repository';

type DealWithProducts = Awaited<ReturnType<typeof listPublishedDealsWithProducts>>[number];

/** The deal as the shop owner manages it: `quantity` is the deal's own stock, the bundles set aside. */
export function toDealDto({ deal, items }: DealWithProducts): DealDto {
  return {
    _id: deal.id,
    dealName: deal.name,
    dealDescription: deal.description,
    dealImages: deal.images,
    dealType: deal.dealType,
    dealProducts: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      price: paisaToRupees(item.pricePaisa),
      quantity: item.stock,
      unitsPerDeal: item.unitsPerDeal,
      image: item.images[0] ?? '',
    })),
    products: items.map((item) => item.productId),
    dealTotal: paisaToRupees(deal.totalPaisa),
    dealFinalPrice: paisaToRupees(deal.finalPricePaisa),
    dealSavings: paisaToRupees(dealSavingsPerUnit({ finalPrice: deal.finalPricePaisa, total: deal.totalPaisa })),
    dealStartDate: deal.startsAt?.toISOString() ?? null,
    dealEndDate: deal.endsAt?.toISOString() ?? null,
    quantity: deal.stock,
    status: 'published',
    category: deal.category,
    rating: Number(deal.rating),
    reviewCount: deal.reviewCount,
    verifiedReviewCount: deal.verifiedReviewCount,
  };
}

/**
 * The deal as shoppers see it: `quantity` is how many can be sold, the deal's own stock bounded by
 * its products' (decision 010), 0 while any of them is not published, so the page, the cart and the
 * JSON-LD promise only what an order can take.
 */
export function toShopperDealDto(row: DealWithProducts): DealDto {
  const dto = toDealDto(row);
  return {
    ...dto,
    // A product taken off sale counts as none left, in the deal's list of products as in its quantity.
    dealProducts: dto.dealProducts.map((item, index) => (row.items[index]?.published === false ? { ...item, quantity: 0 } : item)),
    quantity: dealAvailableQuantity(row.deal.stock, row.items),
  };
}

/** A published deal, serialized once; whether it is live is decided per request. */
export interface PreparedDeal {
  id: string;
  startAt: Date | null;
  endAt: Date | null;
  json: string;
}

export async function preparePublishedDeals(db: Database): Promise<Map<string, PreparedDeal>> {
  const rows = await listPublishedDealsWithProducts(db);
  return new Map(
    rows.map((row) => [row.deal.id, { id: row.deal.id, startAt: row.deal.startsAt, endAt: row.deal.endsAt, json: JSON.stringify(toShopperDealDto(row)) }]),
  );
}

/** docs/product.md §4 deal visibility; a prepared deal is published. */
export function isPreparedDealLive(deal: PreparedDeal, now: Date): boolean {
  return isDealLive({ status: 'published', startAt: deal.startAt, endAt: deal.endAt }, now);
}

/** docs/product.md §7 deal list: the deals live at this second, in the cached order. */
export function liveDealsBody(deals: Map<string, PreparedDeal>, now: Date): CachedBody {
  const live = [...deals.values()].filter((deal) => isPreparedDealLive(deal, now));
  return jsonTextToCachedBody(`{"success":true,"deals":[${live.map((deal) => deal.json).join(',')}]}`);
}

export function singleDealBody(deal: PreparedDeal): CachedBody {
  return jsonTextToCachedBody(`{"success":true,"deal":${deal.json}}`);
}
