import { defaultFoundedYear } from '@shop/core/business/business-details';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/document-title';
import { businessDefaults, useBusinessDetails } from '../../business/api/get-business-details';
import { AboutHero, BrandStory, Mission, OurPromise, Philosophy, WhyChoose, type CompanyFacts } from '../company/components/about-sections';
import { TeamSection } from '../company/components/team-section';

const defaultTagline = 'Handmade natural skincare, made in small batches';

/** docs/product.md §2 About: the brand's story told with its own details; failed details fall back to the defaults. */
export function AboutPage() {
  useDocumentTitle('About us');
  const { data: details, isError } = useBusinessDetails();
  const company: CompanyFacts | undefined =
    details || isError
      ? {
          name: details?.company.name.trim() || businessDefaults.companyName,
          tagline: details?.company.tagline.trim() || defaultTagline,
          description: details?.company.description.trim() || businessDefaults.description,
          foundedYear: details?.company.foundedYear || defaultFoundedYear,
        }
      : undefined;

  return (
    <div className="shop-container space-y-16 py-10 sm:space-y-24 sm:py-14">
      <div className="space-y-8">
        <PageTitle lead="ABOUT" accent="US" />
        <AboutHero company={company} />
      </div>
      <BrandStory company={company} />
      <Philosophy />
      <Mission />
      <OurPromise />
      <WhyChoose />
      <section aria-labelledby="meet-our-team">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-clay">The people behind every batch</p>
        <h2 id="meet-our-team" className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">
          Meet our team
        </h2>
        <div className="mt-8">
          <TeamSection />
        </div>
      </section>
    </div>
  );
}
