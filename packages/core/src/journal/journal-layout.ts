import type { BlogPostDto } from './dtos';

/** docs/product.md §9 Blog layout: how many posts each part of the Skincare Journal takes. */
export const journalLimits = {
  featuredGuides: 3,
  latestArticles: 6,
  /** Non-featured posts 7 to 12 are the candidates; at most 5 of them are shown. */
  trendingFrom: 6,
  trendingTo: 12,
  trendingShown: 5,
  skinConcerns: 8,
  relatedArticles: 4,
} as const;

/** docs/product.md §9: a post without a read time is counted as a five-minute read. */
export const defaultReadTimeMinutes = 5;
/** docs/product.md §9: the byline of a post without an author, in the lists and on the article page. */
export const listAuthorFallback = 'Skincare Expert';
export const articleAuthorFallback = 'Staff Writer';

export interface RankedPost {
  /** 1 to 5, the position in Trending Now. */
  rank: number;
  post: BlogPostDto;
}

export interface SkinConcern {
  category: string;
  /** How many published posts carry this category. */
  count: number;
}

export interface JournalLayout {
  featuredGuides: BlogPostDto[];
  latestArticles: BlogPostDto[];
  expertsChoice: BlogPostDto[];
  trendingNow: RankedPost[];
  skinConcerns: SkinConcern[];
}

export function readTimeOf(post: Pick<BlogPostDto, 'readTime'>): number {
  return Number.isFinite(post.readTime) && post.readTime > 0 ? Math.round(post.readTime) : defaultReadTimeMinutes;
}

export function authorOf(post: Pick<BlogPostDto, 'author'>, where: 'list' | 'article'): string {
  return post.author?.trim() || (where === 'list' ? listAuthorFallback : articleAuthorFallback);
}

/** A post's categories without blanks or repeats, as shown in chips and counted in Skin Concerns. */
export function categoriesOf(post: Pick<BlogPostDto, 'category'>): string[] {
  return [...new Set((post.category ?? []).map((name) => name.trim()).filter(Boolean))];
}

function skinConcernsOf(posts: readonly BlogPostDto[]): SkinConcern[] {
  // Insertion order is the order of first appearance in the newest-first list: recent topics lead.
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const category of categoriesOf(post)) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts].slice(0, journalLimits.skinConcerns).map(([category, count]) => ({ category, count }));
}

/**
 * docs/product.md §2 Blog list and §9 Blog layout: splits the published posts, newest first as the API sends
 * them, into the journal's sections. Anything not published is left out whatever the server sent.
 */
export function journalLayout(posts: readonly BlogPostDto[]): JournalLayout {
  const published = posts.filter((post) => post.status === 'published');
  const featured = published.filter((post) => post.featured);
  const regular = published.filter((post) => !post.featured);
  return {
    featuredGuides: featured.slice(0, journalLimits.featuredGuides),
    latestArticles: regular.slice(0, journalLimits.latestArticles),
    expertsChoice: featured.slice(journalLimits.featuredGuides),
    trendingNow: regular
      .slice(journalLimits.trendingFrom, journalLimits.trendingTo)
      .slice(0, journalLimits.trendingShown)
      .map((post, index) => ({ rank: index + 1, post })),
    skinConcerns: skinConcernsOf(published),
  };
}

/** docs/product.md §2 Blog article: the same-category posts minus the one being read, at most 4. */
export function relatedArticles(posts: readonly BlogPostDto[], currentId: string): BlogPostDto[] {
  const seen = new Set<string>([currentId]);
  const related: BlogPostDto[] = [];
  for (const post of posts) {
    if (seen.has(post._id) || post.status !== 'published') continue;
    seen.add(post._id);
    related.push(post);
    if (related.length === journalLimits.relatedArticles) break;
  }
  return related;
}

/** 'March 4, 2026': the long form docs/product.md §2 asks for; an unreadable date shows nothing rather than 'Invalid Date'. */
export function formatArticleDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
