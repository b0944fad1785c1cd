import { PackageMinus, Plus, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { Pager, pageFromSearch, searchForPage } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useCategories } from '../api/list-categories';
import { useLowStockThreshold } from '../api/get-low-stock-threshold';
import { useProducts, type ProductFilters, type ProductPage } from '../api/list-products';
import { ProductRow, productColumns } from '../components/product-row';

const PAGE_SIZE = 25;

const statuses = ['draft', 'published'] as const;
type StatusFilter = (typeof statuses)[number];

/** The list's filters live in the address, so Today's "low on stock" link and the back button open the same list. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const address = {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    status: statuses.find((known) => known === status),
    lowStock: params.get('lowStock') === 'true',
    page: pageFromSearch(params),
  };
  /** A filter's change starts again at the first page. */
  const change = (changes: { q?: string; category?: string; status?: StatusFilter | ''; lowStock?: boolean }) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === false || value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    setParams(next);
  };
  return { address, change };
}

type ListAddress = ReturnType<typeof useListAddress>['address'];

function FilterBar({ address, change }: ReturnType<typeof useListAddress>) {
  const categories = useCategories();
  const categoryNames = categories.data?.map((category) => category.name) ?? [];
  if (address.category && !categoryNames.includes(address.category)) categoryNames.unshift(address.category);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  return (
    <div className="mb-5 grid grid-cols-1 gap-3 rounded-2xl border border-linen bg-white p-3 sm:p-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      {/* Keyed by the address's search, so the back button puts the box back as well. */}
      <form key={address.q} role="search" onSubmit={search} className="flex items-end gap-2 md:col-span-2 lg:col-span-1">
        <TextField label="Search" name="q" type="search" defaultValue={address.q} placeholder="Name, description or category" className="min-w-0 flex-1" />
        <button type="submit" className={buttonClass.secondary} aria-label="Search products">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Search</span>
        </button>
      </form>
      <SelectField label="Category" value={address.category} onChange={(event) => change({ category: event.target.value })}>
        <option value="">All categories</option>
        {categoryNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={address.status ?? ''} onChange={(event) => change({ status: event.target.value as StatusFilter | '' })}>
        <option value="">Draft and published</option>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
      </SelectField>
      <button
        type="button"
        aria-pressed={address.lowStock}
        onClick={() => change({ lowStock: !address.lowStock })}
        className={`${address.lowStock ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-amber-300 bg-amber-100 px-4 text-sm font-semibold text-amber-900' : buttonClass.secondary} md:col-span-2 lg:col-span-1`}
      >
        <PackageMinus aria-hidden="true" className="size-4" />
        Low stock
      </button>
    </div>
  );
}

function EmptyList({ address, lowStockThreshold }: { address: ListAddress; lowStockThreshold: number | undefined }) {
  const filtered = Boolean(address.q || address.category || address.status || address.lowStock);
  if (!filtered) {
    return (
      <EmptyState title="No products yet">
        <p>Add the first one: its name, price, pictures and stock.</p>
        <Link to={consolePath('products', {}, 'new')} className={`${buttonClass.primary} mt-4`}>
          <Plus aria-hidden="true" className="size-4" />
          Add the first product
        </Link>
      </EmptyState>
    );
  }
  const onlyLowStock = address.lowStock && !address.q && !address.category && !address.status;
  return (
    <EmptyState title={onlyLowStock ? 'No product is low on stock' : 'No products match these filters'}>
      {onlyLowStock && lowStockThreshold !== undefined ? <p>Every product has more than {lowStockThreshold} in stock.</p> : null}
      <Link to={consolePath('products')} className={`${buttonClass.secondary} mt-4`}>
        Show all products
      </Link>
    </EmptyState>
  );
}

function ProductList({ page, address, lowStockThreshold }: { page: ProductPage; address: ListAddress; lowStockThreshold: number | undefined }) {
  const [params] = useSearchParams();
  if (page.products.length === 0 && page.total > 0) {
    return (
      <EmptyState title="There is nothing on this page">
        <Link to={{ search: searchForPage(params, 1) }} className={`${buttonClass.secondary} mt-4`}>
          Go to the first page
        </Link>
      </EmptyState>
    );
  }
  if (page.products.length === 0) return <EmptyList address={address} lowStockThreshold={lowStockThreshold} />;
  const first = page.offset + 1;
  const last = page.offset + page.products.length;
  return (
    <>
      <p role="status" className="mb-3 text-sm text-muted">
        {page.total === page.products.length ? `${page.total} ${page.total === 1 ? 'product' : 'products'}` : `${first}–${last} of ${page.total} products`}
      </p>
      <div aria-hidden="true" className={`mb-2 hidden gap-x-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted lg:grid ${productColumns}`}>
        <span className="col-span-2">Product</span>
        <span>Price</span>
        <span>Status</span>
        <span>Stock</span>
      </div>
      <ul className="space-y-3">
        {page.products.map((product) => (
          <ProductRow key={product._id} product={product} lowStockThreshold={lowStockThreshold} />
        ))}
      </ul>
      <Pager label="Products" page={page} shown={page.products.length} />
    </>
  );
}

/** /admin/products: every product, drafts too, with search, filters and the stock changed in place. */
export function ProductsPage() {
  const { address, change } = useListAddress();
  const filters: ProductFilters = {
    q: address.q || undefined,
    category: address.category || undefined,
    status: address.status,
    lowStock: address.lowStock || undefined,
    limit: PAGE_SIZE,
    offset: (address.page - 1) * PAGE_SIZE,
  };
  const products = useProducts(filters);
  const threshold = useLowStockThreshold();

  return (
    <ConsolePage
      title="Products"
      description="What the shop sells: prices, pictures, stock and whether it is shown."
      actions={
        <Link to={consolePath('products', {}, 'new')} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          New product
        </Link>
      }
    >
      <FilterBar address={address} change={change} />
      <section aria-label="Product list" aria-busy={products.isFetching}>
        <QueryView query={products}>{(page) => <ProductList page={page} address={address} lowStockThreshold={threshold.data} />}</QueryView>
      </section>
    </ConsolePage>
  );
}
