import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBusinessDetails } from '../../business/api/get-business-details';
import { ContactDetails } from '../company/components/contact-details';
import { ContactForm } from '../company/components/contact-form';
import { OurLocations } from '../company/components/our-locations';

/** docs/product.md §2 Contact: the message form, the shop's contacts and social links, and its stores. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  const { data: details, isPending, isError } = useBusinessDetails();
  const stores = details?.multiStore.enabled ? details.multiStore.stores : [];

  return (
    <div className="shop-container py-10 sm:py-14">
      <PageTitle
        lead="CONTACT"
        accent="US"
        subtitle="Questions about an order, an ingredient or a bulk order for an event? Write to us and we'll get back to you soon."
      />

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-10">
        <section aria-labelledby="get-in-touch" className="rounded-3xl bg-leaf-50 p-6 sm:p-8">
          <h2 id="get-in-touch" className="text-2xl text-ink">
            Get in touch
          </h2>
          <p className="mb-7 mt-2 text-sm text-muted">Call, write or visit: whichever suits you.</p>
          <ContactDetails details={details} isPending={isPending} isError={isError} />
        </section>

        <section aria-labelledby="send-a-message" className="rounded-3xl border border-linen bg-white p-6 sm:p-8">
          <h2 id="send-a-message" className="text-2xl text-ink">
            Send us a message
          </h2>
          <p className="mb-7 mt-2 text-sm text-muted">Tell us a little about what you need and how to reach you.</p>
          <ContactForm />
        </section>
      </div>

      {stores.length > 0 ? <OurLocations stores={stores} timeZone={details?.timeZone} /> : null}
    </div>
  );
}
