import type { BlogPostDto } from '@shop/core/journal/dtos';
import { BookOpen } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { RankedPost, SkinConcern } from '@shop/core/journal/journal-layout';
import { CompactPostCard, HeroPostCard, postPath, RichPostCard } from './post-card';
import { PostMeta } from './post-meta';

interface SectionProps {
  title: string;
  /** A line under the heading that says what the section holds. */
  note?: string;
  children: ReactNode;
  className?: string;
}

export function JournalSection({ title, note, children, className = '' }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-5 flex items-end gap-4 sm:mb-6">
        <div>
          <h2 id={headingId} className="text-2xl text-ink sm:text-[1.75rem]">
            {title}
          </h2>
          {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
        </div>
        <span aria-hidden="true" className="mb-2 h-px flex-1 bg-linen" />
      </div>
      {children}
    </section>
  );
}

// Widths of the cards' images at each breakpoint, for `sizes` (the container is at most 80rem wide).
const heroSizes = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw';
const richSizes = '(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw';
const pickSizes = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const sideSizes = '(min-width: 1280px) 460px, (min-width: 1024px) 38vw, 100vw';
const thumbSizes = '144px';

/** docs/product.md §2 Blog list: the first three featured posts, the first large with its 'Must Read' tag. */
export function FeaturedGuides({ posts }: { posts: BlogPostDto[] }) {
  const [first, ...others] = posts;
  if (!first) return null;
  return (
    <JournalSection title="Featured Guides" note="In-depth reads our experts recommend starting with">
      <ul className="grid gap-5 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:gap-6">
        <li className={others.length > 0 ? 'lg:row-span-2' : 'lg:col-span-2'}>
          <HeroPostCard post={first} sizes={heroSizes} priority />
        </li>
        {others.map((post) => (
          <li key={post._id}>
            <RichPostCard post={post} sizes={sideSizes} showExcerpt={false} />
          </li>
        ))}
      </ul>
    </JournalSection>
  );
}

/** docs/product.md §2 Blog list: the six newest regular posts, the first two in a richer layout. */
export function LatestArticles({ posts }: { posts: BlogPostDto[] }) {
  const rich = posts.slice(0, 2);
  const rest = posts.slice(2);
  return (
    <JournalSection title="Latest Articles">
      {posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-linen bg-sand/60 px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="mx-auto size-8 text-leaf-600" />
          <p className="mt-3 font-serif text-lg text-ink">No articles yet</p>
          <p className="mt-1 text-sm text-muted">Check back later for new skincare insights.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2">
            {rich.map((post) => (
              <li key={post._id}>
                <RichPostCard post={post} sizes={richSizes} />
              </li>
            ))}
          </ul>
          {rest.length > 0 ? (
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {rest.map((post) => (
                <li key={post._id}>
                  <CompactPostCard post={post} sizes={thumbSizes} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </JournalSection>
  );
}

/** docs/product.md §2 Blog list: featured posts beyond the first three. */
export function ExpertsChoice({ posts }: { posts: BlogPostDto[] }) {
  if (posts.length === 0) return null;
  return (
    <JournalSection title="Expert's Choice" note="More featured reads worth your time">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id}>
            <RichPostCard post={post} sizes={pickSizes} />
          </li>
        ))}
      </ul>
    </JournalSection>
  );
}

/** docs/product.md §2 Blog list: regular posts 7 to 12, at most five, ranked. */
export function TrendingNow({ ranked }: { ranked: RankedPost[] }) {
  if (ranked.length === 0) return null;
  return (
    <JournalSection title="Trending Now">
      <ol className="divide-y divide-linen rounded-2xl border border-linen bg-white">
        {ranked.map(({ rank, post }) => (
          <li key={post._id} className="group relative flex gap-4 p-4 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-leaf-700">
            <span aria-hidden="true" className="w-8 shrink-0 font-serif text-3xl leading-none text-leaf-600 group-hover:text-leaf-800">
              {rank}
            </span>
            <div className="min-w-0">
              <h3 className="font-serif text-base leading-snug text-ink group-hover:text-leaf-700">
                <Link to={postPath(post)} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {post.title}
                </Link>
              </h3>
              <PostMeta post={post} showDate={false} className="mt-1.5" />
            </div>
          </li>
        ))}
      </ol>
    </JournalSection>
  );
}

/** The journal's address for one skin concern (docs/product.md §2 Blog list). */
export function concernPath(category: string): string {
  return `/blog?${new URLSearchParams({ concern: category }).toString()}`;
}

/**
 * docs/product.md §2 Blog list: up to eight categories, each with how many posts carry it; each chip lists
 * the articles on that concern, and the chosen one (marked) takes the journal back to every article.
 */
export function SkinConcerns({ concerns, active = null }: { concerns: SkinConcern[]; active?: string | null }) {
  if (concerns.length === 0) return null;
  return (
    <JournalSection title="Skin Concerns">
      <ul className="flex flex-wrap gap-2">
        {concerns.map(({ category, count }) => {
          const chosen = active !== null && category.toLowerCase() === active.toLowerCase();
          return (
            <li key={category}>
              <Link
                to={chosen ? '/blog' : concernPath(category)}
                aria-label={`${category}, ${count === 1 ? '1 article' : `${count} articles`}`}
                aria-current={chosen ? 'page' : undefined}
                title={chosen ? 'Show all articles' : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border py-1.5 pl-3.5 pr-1.5 text-sm transition-colors ${
                  chosen
                    ? 'border-leaf-700 bg-leaf-700 text-white hover:bg-leaf-800'
                    : 'border-linen bg-white text-ink hover:border-leaf-700 hover:text-leaf-700'
                }`}
              >
                {category}
                <span
                  className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold ${
                    chosen ? 'bg-white/20 text-white' : 'bg-leaf-50 text-leaf-800'
                  }`}
                >
                  {count}
                  <span className="sr-only">{count === 1 ? ' article' : ' articles'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </JournalSection>
  );
}

/**
 * docs/product.md §2 Blog list, `?concern=`: every published article on one skin concern, newest first, with
 * a way back to the whole journal. Choosing a concern moves focus (and the view) to this list.
 */
export function ConcernArticles({ concern, posts }: { concern: string; posts: BlogPostDto[] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // Not when the page is opened on this address (it starts at the top anyway), only when the shopper
    // chose the concern here: the list may be above the chips they used, out of view on a phone.
    if (key !== 'default') headingRef.current?.focus();
  }, [concern, key]);

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2 sm:mb-6">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-leaf-700">Skin concern</p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl text-ink focus:outline-none sm:text-[1.75rem]">
            {concern}
          </h2>
          <p className="mt-1 text-sm text-muted">{posts.length === 1 ? '1 article' : `${posts.length} articles`}</p>
        </div>
        <span aria-hidden="true" className="mb-2 hidden h-px flex-1 bg-linen sm:block" />
        <Link to="/blog" className="mb-1 text-sm font-semibold text-leaf-700 underline-offset-4 hover:underline">
          Show all articles
        </Link>
      </div>
      {posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-linen bg-sand/60 px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="mx-auto size-8 text-leaf-600" />
          <p className="mt-3 font-serif text-lg text-ink">No articles on {concern} yet</p>
          <p className="mt-1 text-sm text-muted">Check back later for new skincare insights.</p>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {posts.map((post) => (
            <li key={post._id}>
              <RichPostCard post={post} sizes={richSizes} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
