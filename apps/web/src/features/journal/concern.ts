import type { BlogPostDto } from '@shop/core/journal/dtos';
import { categoriesOf } from '@shop/core/journal/journal-layout';

/** The concern asked for in the address (`/blog?concern=Acne`); blank means none. */
export function concernFrom(search: URLSearchParams): string | null {
  const concern = search.get('concern')?.trim() ?? '';
  return concern === '' ? null : concern.slice(0, 100);
}

/**
 * docs/product.md §2 Blog list: the published posts carrying the category, newest first as the API sends
 * them. The address is matched without regard to case; `name` is the category as the posts spell it.
 */
export function postsOnConcern(posts: readonly BlogPostDto[], concern: string): { name: string; posts: BlogPostDto[] } {
  const wanted = concern.toLowerCase();
  let name = concern;
  const matching = posts.filter((post) => {
    if (post.status !== 'published') return false;
    const category = categoriesOf(post).find((candidate) => candidate.toLowerCase() === wanted);
    if (category) name = category;
    return category !== undefined;
  });
  return { name, posts: matching };
}
