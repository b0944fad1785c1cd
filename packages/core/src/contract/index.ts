import type { Endpoint } from './endpoint';
import * as accounts from '../accounts/contract';
import * as adminAbandonedCarts from '../cart/admin-contract';
import * as adminAudit from '../console/admin-audit-contract';
import * as adminBlocks from '../trust/admin-contract';
import * as adminBusiness from '../business/admin-contract';
import * as adminCategories from '../catalog/admin-categories-contract';
import * as adminContent from '../content/admin-contract';
import * as adminCourierPayouts from '../couriers/admin-contract';
import * as adminCustomers from '../customers/admin-contract';
import * as adminDeals from '../deals/admin-contract';
import * as adminDiscountCodes from '../discounts/admin-contract';
import * as adminEvents from '../console/admin-events-contract';
import * as adminJournal from '../journal/admin-contract';
import * as adminMessages from '../messages/admin-contract';
import * as adminOrders from '../orders/admin-contract';
import * as adminOutbox from '../console/admin-outbox-contract';
import * as adminOverview from '../console/admin-overview-contract';
import * as adminProducts from '../catalog/admin-products-contract';
import * as adminPush from '../console/admin-push-contract';
import * as adminReports from '../orders/admin-reports-contract';
import * as adminReviews from '../reviews/admin-contract';
import * as adminSearch from '../catalog/admin-search-contract';
import * as adminStockMoves from '../catalog/admin-stock-moves-contract';
import * as adminShopSettings from '../console/admin-shop-settings-contract';
import * as adminUploads from '../console/admin-uploads-contract';
import * as adminWhatsappTemplates from '../messages/admin-whatsapp-templates-contract';
import * as business from '../business/contract';
import * as cart from '../cart/contract';
import * as cartReminders from '../cart/reminders-contract';
import * as catalog from '../catalog/contract';
import * as content from '../content/contract';
import * as deals from '../deals/contract';
import * as discounts from '../discounts/contract';
import * as delivery from '../delivery/contract';
import * as docs from './docs';
import * as journal from '../journal/contract';
import * as messages from '../messages/contract';
import * as orders from '../orders/contract';
import * as reviews from '../reviews/contract';

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'definition' in value && 'successStatus' in value;

/**
 * Every call of the API, one contract each. Server-side only: the web imports the one module it
 * needs, so a page never loads the contracts of calls it does not make.
 */
export const endpoints: readonly Endpoint[] = [
  accounts,
  business,
  cart,
  cartReminders,
  catalog,
  content,
  deals,
  delivery,
  discounts,
  docs,
  journal,
  messages,
  orders,
  reviews,
  adminAbandonedCarts,
  adminAudit,
  adminBlocks,
  adminBusiness,
  adminCategories,
  adminContent,
  adminCourierPayouts,
  adminCustomers,
  adminDeals,
  adminDiscountCodes,
  adminEvents,
  adminJournal,
  adminMessages,
  adminOrders,
  adminOutbox,
  adminOverview,
  adminProducts,
  adminPush,
  adminReports,
  adminSearch,
  adminReviews,
  adminShopSettings,
  adminStockMoves,
  adminUploads,
  adminWhatsappTemplates,
].flatMap((module) => Object.values(module as Record<string, unknown>).filter(isEndpoint));
