import { useBusinessDetails } from '../../features/business/api/get-business-details';
import { DeliveryPromiseStrip } from '../../features/cart/components/delivery-promise-strip';
import { BestSellersSection } from '../../features/catalog/components/best-sellers-section';
import { LatestCollectionSection } from '../../features/catalog/components/latest-collection-section';
import { HeroBanner } from '../../features/content/components/hero-banner';
import { NewsletterSection } from '../../features/content/components/newsletter-section';
import { PoliciesSection } from '../../features/content/components/policies-section';
import { TestimonialsSection } from '../../features/content/components/testimonials-section';
import { WhyChooseUsSection } from '../../features/content/components/why-choose-us-section';
import { HotDealsSection } from '../../features/deals/components/hot-deals-section';
import { useDocumentTitle } from '../../lib/document-title';

/** Its own component, so that the business details arriving re-render the heading, not every section. */
function HomeHeading() {
  const { data: business } = useBusinessDetails();
  return <h1 className="sr-only">{business ? `${business.company.name} — ${business.company.tagline}` : 'Handmade natural skincare'}</h1>;
}

/** docs/product.md §2 home sections 1 to 8, in order; the scroll-to-top button (9) belongs to the layout. */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <HomeHeading />
      <HeroBanner />
      <DeliveryPromiseStrip />
      <BestSellersSection />
      <LatestCollectionSection />
      <HotDealsSection />
      <NewsletterSection />
      <PoliciesSection />
      <TestimonialsSection />
      <WhyChooseUsSection />
    </>
  );
}
