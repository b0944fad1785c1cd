import { VerifyEmailNotice } from '../../features/accounts/components/verify-email-notice';
import { OrderPlacedPage as OrdersOrderPlacedPage } from '../../features/orders/pages/order-placed-page';

const renderEmailNotice = () => <VerifyEmailNotice />;

/** docs/product.md §2 Order placed: the orders feature's page, with the accounts feature's verify-email notice (decision 004). */
export function OrderPlacedPage() {
  return <OrdersOrderPlacedPage renderEmailNotice={renderEmailNotice} />;
}
