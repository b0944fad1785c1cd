import { BadgeCheck, Leaf, Truck } from 'lucide-react';
import { PageTitle } from '../../../components/ui/page-title';

const policies = [
  {
    Icon: BadgeCheck,
    title: 'Quality Guaranteed',
    text: 'Every batch is made by hand in small quantities and checked before it leaves our workshop.',
  },
  {
    Icon: Leaf,
    title: 'Natural & Safe',
    text: 'Plant oils, butters and botanicals only: no parabens, sulfates or artificial fragrances.',
  },
  {
    Icon: Truck,
    title: 'Fast Delivery',
    text: 'Orders are packed with care and sent out quickly, with cash on delivery across Pakistan.',
  },
] as const;

/** docs/product.md §2 Home 6: Our Policies, three cards and a quote. */
export function PoliciesSection() {
  return (
    <section className="shop-container py-12 sm:py-16">
      <div className="mb-8">
        <PageTitle as="h2" lead="OUR" accent="POLICIES" align="center" />
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {policies.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-linen bg-white p-6 text-center shadow-sm">
            <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
              <Icon aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-4 text-lg text-ink">{title}</h3>
            <p className="mt-2 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <figure className="mx-auto mt-10 max-w-2xl text-center">
        <blockquote className="font-serif text-xl italic leading-relaxed text-ink sm:text-2xl">
          <p>&ldquo;What you put on your skin should be as honest as what you put on your plate.&rdquo;</p>
        </blockquote>
      </figure>
    </section>
  );
}
