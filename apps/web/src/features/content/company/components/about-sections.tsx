import { Check, Droplets, FlaskConical, Hand, Leaf, RotateCcw, ScrollText, Sprout, Truck } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../../components/ui/skeleton';

/** What the About page knows of the shop: business details where they exist, else the defaults. */
export interface CompanyFacts {
  name: string;
  tagline: string;
  description: string;
  foundedYear: number;
}

type Icon = ComponentType<{ className?: string }>;

function SectionHeading({ eyebrow, title, id }: { eyebrow: string; title: string; id: string }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-clay">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}

const heroFacts: { icon: Icon; title: string; text: string }[] = [
  { icon: Hand, title: 'Made by hand', text: 'Weighed, mixed, poured and cut by people, not machines.' },
  { icon: FlaskConical, title: 'Small batches', text: 'A few batches at a time, so everything reaches you fresh.' },
  { icon: Leaf, title: 'Plant-based', text: 'Oils, butters, clays and herbs. No parabens or sulfates.' },
];

/** The page's opening; while the shop's details load, its words are held by skeleton lines of the same size. */
export function AboutHero({ company }: { company: CompanyFacts | undefined }) {
  return (
    <section
      aria-labelledby={company ? 'about-hero' : undefined}
      aria-label={company ? undefined : 'About us'}
      className="relative overflow-hidden rounded-3xl bg-leaf-800 px-6 py-14 text-white sm:px-12 sm:py-20"
    >
      {/* Two soft leaves drawn in the corner: decoration only. */}
      <Leaf aria-hidden="true" className="absolute -right-10 -top-10 size-56 rotate-12 text-white/5 sm:size-72" strokeWidth={1} />
      <Sprout aria-hidden="true" className="absolute -bottom-8 right-24 hidden size-40 text-white/5 sm:block" strokeWidth={1} />
      <div className="relative grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div className="max-w-2xl">
          {company ? (
            <>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-leaf-200">Handmade in Pakistan since {company.foundedYear}</p>
              <h2 id="about-hero" className="mt-4 text-4xl leading-tight sm:text-5xl">
                {company.name}
              </h2>
              <p className="mt-4 font-serif text-xl italic text-leaf-100 sm:text-2xl">{company.tagline}</p>
              <p className="mt-6 text-base leading-relaxed text-white/85 sm:text-lg">{company.description}</p>
            </>
          ) : (
            <div role="status" aria-label="Loading" className="space-y-4 [&>span]:bg-white/15">
              <Skeleton className="h-3.5 w-56" />
              <Skeleton className="h-12 w-3/4" />
              <Skeleton className="h-7 w-1/2" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-5/6" />
            </div>
          )}
          <Link
            to="/collection"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-leaf-800 shadow transition-colors hover:bg-leaf-50 focus-visible:outline-white"
          >
            Explore the collection
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {heroFacts.map(({ icon: FactIcon, title, text }) => (
            <li key={title} className="flex items-start gap-3.5 rounded-2xl bg-white/10 p-4 ring-1 ring-white/10">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15 text-leaf-100">
                <FactIcon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-white">{title}</span>
                <span className="mt-0.5 block text-sm text-white/75">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function BrandStory({ company }: { company: CompanyFacts | undefined }) {
  return (
    <section aria-labelledby="our-story" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-16">
      <div>
        <SectionHeading eyebrow="Our story" title="Made slowly, by hand, the way it used to be" id="our-story" />
        <blockquote className="mt-8 border-l-4 border-clay pl-5 font-serif text-xl italic leading-relaxed text-leaf-900">
          “Good skincare is patient skincare. Nothing we make is rushed, and nothing goes in that we cannot explain.”
        </blockquote>
      </div>
      <div className="space-y-5 text-base leading-relaxed text-muted sm:text-lg">
        <p>
          {company ? `${company.name} began in ${company.foundedYear}` : 'We began'} with a simple idea: what you put on your skin every day should be as honest
          as the food you cook at home. Too many bars and creams on the shelves were full of perfume and preservatives that our families' skin did not need.
        </p>
        <p>
          So we make our own. Every soap is cold-processed and left to cure for weeks, so it is gentle and lasts. Every cream and oil is mixed in small batches,
          so it reaches you fresh rather than after months in a warehouse.
        </p>
        <p>
          We work with ingredients that have cared for skin in Pakistan for generations, such as multani mitti, neem, turmeric, rose water and mustard and
          coconut oils, alongside shea and cocoa butter. And we make them for the skin our customers actually have: strong sun and humid summers, dry winters,
          smog, and hard water all year round.
        </p>
      </div>
    </section>
  );
}

const principles: { icon: Icon; title: string; text: string }[] = [
  {
    icon: Leaf,
    title: 'Plants first',
    text: 'Cold-pressed oils, butters, clays and herbs do the work. No parabens, no sulfates, no artificial fragrance: not in a single jar.',
  },
  {
    icon: Hand,
    title: 'Small batches, by hand',
    text: 'We weigh, mix, pour, cut and cure by hand, a few batches at a time, and check every bar and jar before it is packed.',
  },
  {
    icon: ScrollText,
    title: 'Honest about results',
    text: 'We tell you what a product can do, what it cannot, and how to patch test first. Natural does not mean magic, and we never pretend it does.',
  },
];

export function Philosophy() {
  return (
    <section id="philosophy" aria-labelledby="our-philosophy" className="scroll-mt-6">
      <SectionHeading eyebrow="Our philosophy" title="Simple, gentle and honest" id="our-philosophy" />
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {principles.map(({ icon: PrincipleIcon, title, text }) => (
          <li key={title} className="rounded-2xl border border-linen bg-white p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
              <PrincipleIcon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-xl text-ink">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Mission() {
  return (
    <section aria-labelledby="our-mission" className="rounded-3xl bg-sand px-6 py-12 text-center sm:px-12 sm:py-16">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-clay">Our mission</p>
      <h2 id="our-mission" className="mx-auto mt-3 max-w-3xl text-2xl leading-snug text-ink sm:text-3xl">
        To make gentle, handmade skincare an everyday choice for families across Pakistan.
      </h2>
      <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted">
        Fairly priced, delivered to your door, and kind to your skin and to the land its ingredients come from. Every order helps us keep making things the slow
        way.
      </p>
    </section>
  );
}

const promises: { icon: Icon; title: string; text: string }[] = [
  { icon: ScrollText, title: 'Every ingredient named', text: 'Full ingredient lists on every label. Nothing hidden behind the word "fragrance".' },
  { icon: Droplets, title: 'Made fresh', text: 'Small batches mean what you receive was made recently, not stored for a year.' },
  { icon: RotateCcw, title: 'Return and exchange within 7 days', text: 'If something is not right, tell us within 7 days and we will make it right.' },
  { icon: Truck, title: 'Cash on delivery', text: 'Pay when your order reaches your door, anywhere we deliver.' },
];

export function OurPromise() {
  return (
    <section aria-labelledby="our-promise">
      <SectionHeading eyebrow="Our promise" title="What you can count on" id="our-promise" />
      <ul className="mt-8 grid gap-x-10 gap-y-6 sm:grid-cols-2">
        {promises.map(({ icon: PromiseIcon, title, text }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white">
              <PromiseIcon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const reasons: { title: string; text: string }[] = [
  { title: '100% natural ingredients', text: 'Plant oils, butters, clays, herbs and essential oils: nothing synthetic to fill or perfume.' },
  { title: 'Free from parabens, sulfates and artificial fragrances', text: 'Gentle enough to use every day, on the whole family.' },
  { title: 'Suits all skin types', text: 'Oily, dry, sensitive or combination: there is a soap, cream or oil for each, and we will help you choose.' },
  { title: 'Handcrafted in small batches', text: 'Made and checked by the same few pairs of hands, from the first weighing to the final wrap.' },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-us" className="rounded-3xl bg-leaf-50 px-6 py-12 sm:px-12 sm:py-14">
      <SectionHeading eyebrow="Why choose us" title="Skincare you can trust" id="why-choose-us" />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {reasons.map(({ title, text }) => (
          <li key={title} className="flex items-start gap-3.5">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white">
              <Check aria-hidden="true" className="size-4" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
