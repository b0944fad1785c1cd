import type { DealDto } from '@shop/core/deals/dtos';
import { hotDealsLayout, hotDealsPerSlide } from '@shop/core/catalog/catalog';
import { Carousel } from '../../../components/ui/carousel';
import { PageTitle } from '../../../components/ui/page-title';
import { dealsErrorMessage, useDeals } from '../api/get-deals';
import { HOME_DEALS_LIMIT } from '../deal-rules';
import { DealCard } from './deal-card';

/** docs/product.md §9: the hot deals carousel moves every 3 s at the product speed. */
const HOT_DEALS_AUTOPLAY_MS = 3000;
const HOT_DEALS_SPEED_MS = 500;

const renderDeal = (deal: DealDto) => <DealCard deal={deal} />;
const dealKey = (deal: DealDto) => deal._id;

/** docs/product.md §2 Home 4: the live deals, as a carousel from 3 deals and a grid below that. */
export function HotDealsSection() {
  const { data, isPending, isError, error } = useDeals();
  const deals = data?.slice(0, HOME_DEALS_LIMIT) ?? [];

  let body;
  if (isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted">
        Loading hot deals...
      </p>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="py-10 text-center font-medium text-red-700">
        {dealsErrorMessage(error)}
      </p>
    );
  } else if (deals.length === 0) {
    body = <p className="py-10 text-center text-muted">No active deals available at the moment.</p>;
  } else if (hotDealsLayout(deals.length) === 'carousel') {
    body = (
      <Carousel
        items={deals}
        renderItem={renderDeal}
        getKey={dealKey}
        slidesPerView={hotDealsPerSlide}
        autoplayMs={HOT_DEALS_AUTOPLAY_MS}
        speedMs={HOT_DEALS_SPEED_MS}
        label="Hot deals"
        showArrows
      />
    );
  } else {
    body = (
      <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
        {deals.map((deal) => (
          <li key={deal._id}>
            <DealCard deal={deal} imageSizes="(min-width: 640px) 384px, 100vw" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="shop-container py-12 sm:py-16">
      <div className="mb-8">
        <PageTitle as="h2" lead="HOT" accent="DEALS" align="center" subtitle="Bundles and limited-time offers on our handmade favourites." />
      </div>
      {body}
    </section>
  );
}
