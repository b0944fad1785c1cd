import type { Endpoint } from './endpoint';
import * as accounts from './accounts';
import * as adminAudit from './admin/audit';
import * as adminBlocks from './admin/blocks';
import * as adminBusiness from './admin/business';
import * as adminCategories from './admin/categories';
import * as adminContent from './admin/content';
import * as adminDeals from './admin/deals';
import * as adminJournal from './admin/journal';
import * as adminMessages from './admin/messages';
import * as adminOrders from './admin/orders';
import * as adminOutbox from './admin/outbox';
import * as adminOverview from './admin/overview';
import * as adminProducts from './admin/products';
import * as adminReports from './admin/reports';
import * as adminReviews from './admin/reviews';
import * as adminSearch from './admin/search';
import * as adminShopSettings from './admin/shop-settings';
import * as adminUploads from './admin/uploads';
import * as adminWhatsappTemplates from './admin/whatsapp-templates';
import * as business from './business';
import * as cart from './cart';
import * as catalog from './catalog';
import * as content from './content';
import * as deals from './deals';
import * as delivery from './delivery';
import * as docs from './docs';
import * as journal from './journal';
import * as messages from './messages';
import * as orders from './orders';
import * as reviews from './reviews';

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'definition' in value && 'successStatus' in value;

/**
 * Every call of the API, one contract each. Server-side only: the web imports the one module it
 * needs, so a page never loads the contracts of calls it does not make.
 */
export const endpoints: readonly Endpoint[] = [
  accounts,
  business,
  cart,
  catalog,
  content,
  deals,
  delivery,
  docs,
  journal,
  messages,
  orders,
  reviews,
  adminAudit,
  adminBlocks,
  adminBusiness,
  adminCategories,
  adminContent,
  adminDeals,
  adminJournal,
  adminMessages,
  adminOrders,
  adminOutbox,
  adminOverview,
  adminProducts,
  adminReports,
  adminSearch,
  adminReviews,
  adminShopSettings,
  adminUploads,
  adminWhatsappTemplates,
].flatMap((module) => Object.values(module as Record<string, unknown>).filter(isEndpoint));
