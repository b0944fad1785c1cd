import type { BlogPostDto } from '@shop/core/journal/dtos';
import { usePostsInCategory } from '../api/get-related-posts';
import { categoriesOf, relatedArticles } from '@shop/core/journal/journal-layout';
import { JournalSection } from './journal-sections';
import { RichPostCard } from './post-card';

const cardSizes = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** docs/product.md §2 Blog article: up to 4 posts of the post's first category, itself left out. Failures stay silent. */
export function RelatedArticles({ post }: { post: BlogPostDto }) {
  const { data } = usePostsInCategory(categoriesOf(post)[0]);
  const related = relatedArticles(data ?? [], post._id);
  if (related.length === 0) return null;
  return (
    <JournalSection title="Related Articles" note="More stories in the same category">
      <ul aria-label="Related articles" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {related.map((item) => (
          <li key={item._id}>
            <RichPostCard post={item} sizes={cardSizes} />
          </li>
        ))}
      </ul>
    </JournalSection>
  );
}
