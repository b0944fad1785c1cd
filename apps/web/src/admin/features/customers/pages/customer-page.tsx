import { ArrowLeft, ClipboardPlus, MessageCircle, Phone } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { hasErrorCode } from '../../../../lib/api-client';
import type { getCustomer } from '@shop/core/customers/admin-contract';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { EmptyState, LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useCustomer, type CustomerDetail } from '../api/get-customer';
import { CustomerNoteForm } from '../components/customer-note-form';
import { CustomerSection } from '../components/customer-section';
import {
  CustomerAccounts,
  CustomerAddresses,
  CustomerCounts,
  CustomerNewsletter,
  CustomerOrders,
  CustomerReviews,
  CustomerTrust,
} from '../components/customer-details';

const backToCustomers = (
  <Link to={consolePath('customers')} className={`${buttonClass.quiet} -ml-4`}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    Customers
  </Link>
);

function CustomerActions({ customer }: { customer: CustomerDetail }) {
  const takeOrder = (
    <Link to={consolePath('orders', { customer: customer._id }, 'new')} className={buttonClass.secondary}>
      <ClipboardPlus aria-hidden="true" className="size-4" />
      New order
    </Link>
  );
  if (!customer.phone) return takeOrder;
  return (
    <>
      {customer.whatsappUrl ? (
        <a href={customer.whatsappUrl} target="_blank" rel="noreferrer" className={buttonClass.primary}>
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp
        </a>
      ) : null}
      <a href={`tel:${customer.phone}`} className={buttonClass.secondary}>
        <Phone aria-hidden="true" className="size-4" />
        Call
      </a>
      {takeOrder}
    </>
  );
}

function CustomerDetails({ customer }: { customer: CustomerDetail }) {
  return (
    <div className="space-y-5">
      <CustomerCounts customer={customer} />
      {/* On a phone what to know before a call comes first; on a wide screen it sits on the right. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-5 lg:col-start-2 lg:row-start-1">
          <CustomerSection title="Trust">
            <CustomerTrust trust={customer.trust} />
          </CustomerSection>
          <CustomerSection title="Note">
            <CustomerNoteForm key={customer._id} customer={customer} />
          </CustomerSection>
          <CustomerSection title="Accounts">
            <CustomerAccounts accounts={customer.accounts} />
          </CustomerSection>
          <CustomerSection title="Newsletter">
            <CustomerNewsletter newsletter={customer.newsletter} />
          </CustomerSection>
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-start-1">
          <CustomerSection title="Orders">
            <CustomerOrders customer={customer} />
          </CustomerSection>
          <CustomerSection title="Saved addresses">
            <CustomerAddresses addresses={customer.addresses} />
          </CustomerSection>
          <CustomerSection title="Reviews">
            <CustomerReviews reviews={customer.reviews} />
          </CustomerSection>
        </div>
      </div>
    </div>
  );
}

/** /admin/customers/:customerId: one person's story with the shop, the owner's note and a way to reach them. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);

  if (customer.isPending)
    return (
      <ConsolePage title="Customer" back={backToCustomers}>
        <LoadingRows label="Loading the customer…" />
      </ConsolePage>
    );
  if (customer.isError) {
    return (
      <ConsolePage title="Customer" back={backToCustomers}>
        {hasErrorCode<typeof getCustomer>(customer.error, 'CUSTOMER_NOT_FOUND') ? (
          <EmptyState title="No such customer">
            <p>Nobody with this phone number or account has ordered or signed up. Search the customers list instead.</p>
          </EmptyState>
        ) : (
          <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
        )}
      </ConsolePage>
    );
  }
  const data = customer.data;
  const blocked = data.blocked ? ' · Blocked' : '';
  return (
    <ConsolePage
      title={data.name || data.phone || data.email || 'Customer'}
      description={<span className="break-words">{[data.phone, data.email].filter(Boolean).join(' · ') + blocked}</span>}
      back={backToCustomers}
      actions={<CustomerActions customer={data} />}
    >
      <CustomerDetails customer={data} />
    </ConsolePage>
  );
}
