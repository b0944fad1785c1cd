import type { Store } from '@shop/core/business/business-details';
import { PageTitle } from '../../../../components/ui/page-title';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { StoreCard } from './store-card';

/** docs/product.md §2 Contact: 'OUR LOCATIONS', each store open or closed by its hours, read again every minute. */
export function OurLocations({ stores, timeZone }: { stores: Store[]; timeZone: string | undefined }) {
  const now = useMinuteClock();
  return (
    <section aria-label="Our Locations" className="mt-16 sm:mt-20">
      <PageTitle as="h2" lead="OUR" accent="LOCATIONS" subtitle="Drop by to smell, try and ask: our stores and workshop." />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {stores.map((store) => (
          <li key={store.storeId}>
            <StoreCard store={store} now={now} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
