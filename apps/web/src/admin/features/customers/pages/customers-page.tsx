import { customerSortLabels, customerSorts, type CustomerSort } from '@shop/core/customers/customers';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { ListSearch } from '../../../components/list-search';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useDownloadCustomersCsv } from '../api/download-customers-csv';
import { useCustomerList } from '../api/list-customers';
import { CustomersList } from '../components/customers-list';

const PAGE_SIZE = 50;

const sortFromParam = (value: string | null): CustomerSort => customerSorts.find((sort) => sort === value) ?? 'last-order';

/** /admin/customers: everyone with an account or an order; ?q= searches names, phones and emails, ?sort= orders them, ?page= pages. */
export function CustomersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const sort = sortFromParam(searchParams.get('sort'));
  const offset = (pageFromSearch(searchParams) - 1) * PAGE_SIZE;
  const list = useCustomerList({ q: q || undefined, sort, limit: PAGE_SIZE, offset });
  const download = useDownloadCustomersCsv();

  /** A new search or sort starts again from the first page. */
  const show = (changes: { q?: string; sort?: CustomerSort }) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (changes.q !== undefined) {
      if (changes.q) next.set('q', changes.q);
      else next.delete('q');
    }
    if (changes.sort !== undefined) {
      if (changes.sort === 'last-order') next.delete('sort');
      else next.set('sort', changes.sort);
    }
    setSearchParams(next);
  };

  return (
    <ConsolePage
      title="Customers"
      description="Everyone with an account or an order. Orders to one phone number are one customer, whichever account placed them."
      actions={
        <button type="button" className={buttonClass.secondary} disabled={download.isPending} onClick={() => download.mutate({ q, sort })}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      }
    >
      <div className="space-y-4">
        <FormAlert message={download.isError ? download.error.message : null} />
        <p className="sr-only" aria-live="polite">
          {download.isSuccess ? 'The CSV of the customers is downloaded.' : ''}
        </p>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <ListSearch
            key={q}
            label="Search customers"
            placeholder="Name, phone or email"
            value={q}
            onSearch={(text) => show({ q: text })}
            className="max-w-xl md:flex-1"
          />
          <SelectField label="Sort by" value={sort} onChange={(event) => show({ sort: sortFromParam(event.target.value) })} className="md:w-52">
            {customerSorts.map((choice) => (
              <option key={choice} value={choice}>
                {customerSortLabels[choice]}
              </option>
            ))}
          </SelectField>
        </div>
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <QueryView
            query={list}
            isEmpty={(data) => data.customers.length === 0}
            empty={
              q ? (
                <EmptyState title={`No customers match "${q}"`}>
                  <p>Try part of the name, the phone number or the email, or clear the search.</p>
                </EmptyState>
              ) : (
                <EmptyState title="No customers yet">
                  <p>Everyone who makes an account or places an order shows up here.</p>
                </EmptyState>
              )
            }
          >
            {(data) => (
              <>
                <CustomersList customers={data.customers} />
                <Pager label="Customers" page={data} shown={data.customers.length} />
              </>
            )}
          </QueryView>
        </div>
      </div>
    </ConsolePage>
  );
}
