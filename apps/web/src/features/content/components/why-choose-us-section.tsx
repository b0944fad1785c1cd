import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';

const reasons = [
  '100% natural ingredients',
  'Free from parabens, sulfates and artificial fragrances',
  'Suits all skin types',
  'Handcrafted in small batches',
] as const;

/** docs/product.md §2 Home 8: Why Choose Us, four reasons and a link to the brand story. */
export function WhyChooseUsSection() {
  return (
    <section className="shop-container py-12 sm:py-16">
      <div className="rounded-3xl bg-leaf-50 px-6 py-10 sm:px-12 sm:py-14">
        <PageTitle as="h2" lead="WHY" accent="CHOOSE US" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-3 text-ink">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white">
                <Check aria-hidden="true" className="size-4" />
              </span>
              {reason}
            </li>
          ))}
        </ul>
        <Link to="/about" className="mt-8 inline-flex items-center gap-2 font-semibold text-leaf-700 underline-offset-4 hover:text-leaf-800 hover:underline">
          Learn More About Our Philosophy
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
