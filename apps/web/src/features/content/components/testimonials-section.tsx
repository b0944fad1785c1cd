import type { TestimonialDto } from '@shop/core/content/dtos';
import { Globe, Mail, Quote, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { PageTitle } from '../../../components/ui/page-title';
import { RatingStars } from '../../../components/ui/rating-stars';
import { FacebookIcon, InstagramIcon, TikTokIcon, WhatsAppIcon } from '../../../components/ui/social-icons';
import { useTestimonials } from '../api/get-testimonials';

/** docs/product.md §9 testimonial carousel: every 5 s when there is more than one, 600 ms per move. */
const TESTIMONIAL_AUTOPLAY_MS = 5000;
const TESTIMONIAL_SPEED_MS = 600;

type IconComponent = LucideIcon | ComponentType<{ className?: string }>;

/** docs/product.md §3 testimonial platforms; anything else shows as Website. */
const platforms: Record<string, { label: string; Icon: IconComponent }> = {
  website: { label: 'Website', Icon: Globe },
  email: { label: 'Email', Icon: Mail },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  tiktok: { label: 'TikTok', Icon: TikTokIcon },
  whatsapp: { label: 'WhatsApp', Icon: WhatsAppIcon },
};

function platformOf(value: string) {
  return platforms[value?.trim().toLowerCase()] ?? platforms.website!;
}

function testimonialsPerView(width: number): number {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  return 3;
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialDto }) {
  const { label, Icon } = platformOf(testimonial.platform);
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-linen bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <RatingStars rating={testimonial.rating} size="md" />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-2.5 py-1 text-xs font-medium text-leaf-800">
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Posted on </span>
          {label}
        </span>
      </div>
      <Quote aria-hidden="true" className="mt-4 size-6 text-leaf-200" />
      <blockquote className="mt-2 flex-1 text-ink/90">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="mt-4 font-serif text-lg font-semibold text-ink">{testimonial.name}</figcaption>
    </figure>
  );
}

const renderTestimonial = (testimonial: TestimonialDto) => <TestimonialCard testimonial={testimonial} />;
const testimonialKey = (testimonial: TestimonialDto) => testimonial._id;

/** docs/product.md §2 Home 7: customer testimonials. */
export function TestimonialsSection() {
  const { data: testimonials, isPending, isError, error, refetch, isFetching } = useTestimonials();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="py-10 text-center text-muted">
        Loading testimonials...
      </p>
    );
  } else if (isError) {
    body = (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p role="alert" className="font-medium text-red-700">{`Error: ${error.message}`}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="rounded-full bg-leaf-700 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-leaf-800 disabled:opacity-60"
        >
          Retry
        </button>
      </div>
    );
  } else if (testimonials.length === 0) {
    body = (
      <div className="py-10 text-center">
        <p className="font-medium text-ink">No testimonials available yet.</p>
        <p className="mt-1 text-muted">Check back later for customer reviews!</p>
      </div>
    );
  } else {
    body = (
      <Carousel
        items={testimonials}
        renderItem={renderTestimonial}
        getKey={testimonialKey}
        slidesPerView={testimonialsPerView}
        autoplayMs={testimonials.length > 1 ? TESTIMONIAL_AUTOPLAY_MS : undefined}
        speedMs={TESTIMONIAL_SPEED_MS}
        label="Customer testimonials"
      />
    );
  }

  return (
    <section className="bg-sand/60 py-12 sm:py-16">
      <div className="shop-container">
        <div className="mb-8">
          <PageTitle as="h2" lead="CUSTOMER" accent="TESTIMONIALS" align="center" subtitle="What our customers say about their handmade favourites." />
        </div>
        {body}
      </div>
    </section>
  );
}
