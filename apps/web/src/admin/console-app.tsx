import { lazy, useEffect, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router';
import { setSiteName } from '../lib/document-title';
import { businessDefaults, useBusinessDetails } from '../features/business/api/get-business-details';
import { buttonClass } from './components/buttons';
import { ConsolePage } from './components/console-page';
import { ConsoleGate } from './layout/console-gate';
import { ConsoleLayout } from './layout/console-layout';
import { consoleBase } from './lib/console-paths';
import { keepInstallOffer } from './lib/install-prompt';
import { consoleServiceWorker } from './lib/service-worker';

keepInstallOffer();

/** Each screen is its own chunk, fetched the first time the owner opens it. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const TodayPage = screen(() => import('./features/today/pages/today-page'), 'TodayPage');
const OrdersPage = screen(() => import('./features/orders/pages/orders-page'), 'OrdersPage');
const OrderDetailPage = screen(() => import('./features/orders/pages/order-detail-page'), 'OrderDetailPage');
const NewOrderPage = screen(() => import('./features/orders/pages/new-order-page'), 'NewOrderPage');
const ReportsPage = screen(() => import('./features/reports/pages/reports-page'), 'ReportsPage');
const BlocksPage = screen(() => import('./features/blocks/pages/blocks-page'), 'BlocksPage');
const ProductsPage = screen(() => import('./features/products/pages/products-page'), 'ProductsPage');
const ProductEditorPage = screen(() => import('./features/products/pages/product-editor-page'), 'ProductEditorPage');
const DealsPage = screen(() => import('./features/deals/pages/deals-page'), 'DealsPage');
const DealEditorPage = screen(() => import('./features/deals/pages/deal-editor-page'), 'DealEditorPage');
const CustomersPage = screen(() => import('./features/customers/pages/customers-page'), 'CustomersPage');
const CustomerPage = screen(() => import('./features/customers/pages/customer-page'), 'CustomerPage');
const CouriersPage = screen(() => import('./features/couriers/pages/couriers-page'), 'CouriersPage');
const CourierPage = screen(() => import('./features/couriers/pages/courier-page'), 'CourierPage');
const CourierPayoutsPage = screen(() => import('./features/courier-payouts/pages/courier-payouts-page'), 'CourierPayoutsPage');
const NewCourierPayoutPage = screen(() => import('./features/courier-payouts/pages/new-courier-payout-page'), 'NewCourierPayoutPage');
const CourierPayoutPage = screen(() => import('./features/courier-payouts/pages/courier-payout-page'), 'CourierPayoutPage');
const DiscountCodesPage = screen(() => import('./features/discount-codes/pages/discount-codes-page'), 'DiscountCodesPage');
const DiscountCodeEditorPage = screen(() => import('./features/discount-codes/pages/discount-code-editor-page'), 'DiscountCodeEditorPage');
const AbandonedCartsPage = screen(() => import('./features/abandoned-carts/pages/abandoned-carts-page'), 'AbandonedCartsPage');
const ReviewsPage = screen(() => import('./features/reviews/pages/reviews-page'), 'ReviewsPage');
const ContentPage = screen(() => import('./features/content/pages/content-page'), 'ContentPage');
const JournalPage = screen(() => import('./features/journal/pages/journal-page'), 'JournalPage');
const JournalEditorPage = screen(() => import('./features/journal/pages/journal-editor-page'), 'JournalEditorPage');
const MessagesPage = screen(() => import('./features/messages/pages/messages-page'), 'MessagesPage');
const ActivityPage = screen(() => import('./features/activity/pages/activity-page'), 'ActivityPage');
const NotificationsPage = screen(() => import('./features/live/pages/notifications-page'), 'NotificationsPage');

function ConsoleNotFound() {
  return (
    <ConsolePage title="Not found" description="There is no console screen at this address.">
      <Link to={consoleBase} className={buttonClass.primary}>
        Go to Today
      </Link>
    </ConsolePage>
  );
}

/** Page titles end with the shop's name, as on the storefront. */
function useConsoleSiteName() {
  const { data } = useBusinessDetails();
  const name = data?.company.name || businessDefaults.companyName;
  useEffect(() => setSiteName(name), [name]);
}

/**
 * The owner's console (docs/product.md §10): a lazy tree of its own under /admin, never part of a
 * storefront page's first load. The router mounts it at admin/*; its screens are routes below that.
 */
export function ConsoleApp() {
  useConsoleSiteName();
  // Signed in or not: the sign-in screen, too, should open on a phone without a network.
  useEffect(() => void consoleServiceWorker(), []);
  return (
    <ConsoleGate>
      {(owner) => (
        <Routes>
          <Route element={<ConsoleLayout email={owner.email} />}>
            <Route index element={<TodayPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/new" element={<NewOrderPage />} />
            <Route path="orders/:orderId" element={<OrderDetailPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:customerId" element={<CustomerPage />} />
            <Route path="couriers" element={<CouriersPage />} />
            <Route path="couriers/:courier" element={<CourierPage />} />
            <Route path="courier-payouts" element={<CourierPayoutsPage />} />
            <Route path="courier-payouts/new" element={<NewCourierPayoutPage />} />
            <Route path="courier-payouts/:payoutId" element={<CourierPayoutPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="blocks" element={<BlocksPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/new" element={<ProductEditorPage />} />
            <Route path="products/:productId" element={<ProductEditorPage />} />
            <Route path="deals" element={<DealsPage />} />
            <Route path="deals/new" element={<DealEditorPage />} />
            <Route path="deals/:dealId" element={<DealEditorPage />} />
            <Route path="discount-codes" element={<DiscountCodesPage />} />
            <Route path="discount-codes/new" element={<DiscountCodeEditorPage />} />
            <Route path="discount-codes/:discountCodeId" element={<DiscountCodeEditorPage />} />
            <Route path="abandoned-carts" element={<AbandonedCartsPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="content" element={<ContentPage />} />
            <Route path="content/:section" element={<ContentPage />} />
            <Route path="journal" element={<JournalPage />} />
            <Route path="journal/new" element={<JournalEditorPage />} />
            <Route path="journal/:postId" element={<JournalEditorPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="activity" element={<ActivityPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            <Route path="*" element={<ConsoleNotFound />} />
          </Route>
        </Routes>
      )}
    </ConsoleGate>
  );
}
