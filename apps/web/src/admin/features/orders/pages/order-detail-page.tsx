import { ArrowLeft, MessageCircle, Printer } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { businessDefaults, useBusinessDetails } from '../../../../features/business/api/get-business-details';
import { isApiError } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useOrder, type AdminOrderDetail } from '../api/get-order';
import { DetailSection } from '../components/detail-section';
import { CustomerRiskBadge } from '../../../components/customer-risk-mark';
import { ChannelTag } from '../components/channel-tag';
import { OrderCustomer } from '../components/order-customer';
import { OrderCustomerRisk } from '../components/order-customer-risk';
import { OrderHold } from '../components/order-hold';
import { OrderItems } from '../components/order-items';
import type { OrderLinkState } from '../components/order-list';
import { OrderMoves } from '../components/order-moves';
import { OrderNotes } from '../components/order-notes';
import { OrderShipment } from '../components/order-shipment';
import { OrderStatusBadge } from '../../../../components/ui/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';
import { OrderTotals } from '../components/order-totals';
import { PackingSlip } from '../components/packing-slip';
import { placedAt } from '../order-format';
import type { OrderLine } from '../order-lines';
import { formatShopDateTime } from '../../../lib/shop-time';

function listSearchOf(state: unknown): string {
  const search = (state as Partial<OrderLinkState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** What the new-order page hands this page when it opens the order it has just taken. */
export interface TakenOrderState {
  whatsappUrl: string | null;
}

function takenOrderOf(state: unknown): TakenOrderState | undefined {
  const taken = (state as { taken?: Partial<TakenOrderState> } | null)?.taken;
  return taken && (typeof taken.whatsappUrl === 'string' || taken.whatsappUrl === null) ? { whatsappUrl: taken.whatsappUrl } : undefined;
}

/** Right after the owner took the order: the customer's copy, one tap away. */
function TakenNotice({ taken }: { taken: TakenOrderState }) {
  return (
    <div role="status" className="mb-5 flex flex-col gap-3 rounded-2xl border border-leaf-200 bg-leaf-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        <span className="font-semibold">Order taken and confirmed.</span>{' '}
        {taken.whatsappUrl ? 'Send the customer their copy on WhatsApp.' : 'The phone is not a WhatsApp number: call the customer to read them the order.'}
      </p>
      {taken.whatsappUrl ? (
        <a href={taken.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.primary}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Send on WhatsApp
        </a>
      ) : null}
    </div>
  );
}

function OrderDetail({ order, lines }: { order: AdminOrderDetail; lines: readonly OrderLine[] }) {
  return (
    // On a phone the next step and the customer's phone come first; on a wide screen they sit on the right.
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-5 lg:col-start-2 lg:row-start-1">
        <DetailSection title="Next step">
          <OrderMoves order={order} />
          <OrderHold order={order} />
        </DetailSection>
        <DetailSection title="Customer">
          <OrderCustomer order={order} />
        </DetailSection>
        <DetailSection title="Notes and calls">
          <OrderNotes order={order} />
        </DetailSection>
        <DetailSection title="Customer risk">
          <OrderCustomerRisk order={order} />
        </DetailSection>
        {order.courier || order.trackingNumber ? (
          <DetailSection title="Shipment">
            <OrderShipment order={order} />
          </DetailSection>
        ) : null}
      </div>
      <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-1">
        <DetailSection title="Items">
          <div className="space-y-4">
            <OrderItems lines={lines} />
            <OrderTotals order={order} />
          </div>
        </DetailSection>
        <DetailSection title="History">
          <OrderTimeline order={order} />
        </DetailSection>
      </div>
    </div>
  );
}

/** docs/product.md §10 Order detail: what was bought, for whom, where it stands, the moves it may make, its packing slip. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const query = useOrder(orderId);
  const order = query.data;
  const lines = order?.lines ?? [];
  const business = useBusinessDetails();
  const notFound = isApiError(query.error) && query.error.status === 404;
  const taken = takenOrderOf(location.state);

  const back = (
    <Link
      to={`${consolePath('orders')}${listSearchOf(location.state)}`}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to orders
    </Link>
  );

  return (
    <>
      {/* The screen is never printed: the packing slip below is, and only it. */}
      <div className="print:hidden">
        <ConsolePage
          title={order ? `Order #${order.orderNumber}` : 'Order'}
          back={back}
          description={
            order ? (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <OrderStatusBadge status={order.status} />
                <CustomerRiskBadge level={order.risk.level} />
                <ChannelTag channel={order.channel} />
                <span>
                  Placed <time dateTime={placedAt(order).toISOString()}>{formatShopDateTime(placedAt(order))}</time>
                </span>
              </span>
            ) : undefined
          }
          actions={
            order ? (
              <button type="button" onClick={() => window.print()} className={buttonClass.secondary}>
                <Printer aria-hidden="true" className="size-4" />
                Print packing slip
              </button>
            ) : undefined
          }
        >
          {notFound ? (
            <EmptyState title="This order does not exist">
              It may have been typed wrongly.{' '}
              <Link to={consolePath('orders')} className="font-semibold text-leaf-700 underline underline-offset-2">
                See all orders
              </Link>
            </EmptyState>
          ) : (
            <QueryView query={query}>
              {(data) => (
                <>
                  {taken ? <TakenNotice taken={taken} /> : null}
                  <OrderDetail order={data} lines={lines} />
                </>
              )}
            </QueryView>
          )}
        </ConsolePage>
      </div>
      {order ? (
        <PackingSlip
          order={order}
          lines={lines}
          shopName={business.data?.company.name || businessDefaults.companyName}
          shopPhone={business.data?.contact.customerSupport.phone ?? ''}
        />
      ) : null}
    </>
  );
}
