import type { BlogPostDto } from '@shop/core/journal/dtos';
import { Clock } from 'lucide-react';
import { authorOf, categoriesOf, formatArticleDate, readTimeOf } from '@shop/core/journal/journal-layout';

interface PostMetaProps {
  post: BlogPostDto;
  /** Lists fall back to 'Skincare Expert', the article page to 'Staff Writer' (docs/product.md §9). */
  where?: 'list' | 'article';
  showDate?: boolean;
  className?: string;
}

/** 'Dr. Sana Malik · March 4, 2026 · 6 min read' */
export function PostMeta({ post, where = 'list', showDate = true, className = '' }: PostMetaProps) {
  const date = showDate ? formatArticleDate(post.createdAt) : '';
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted sm:text-sm ${className}`}>
      <span className="font-medium text-ink/80">{authorOf(post, where)}</span>
      {date ? (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt}>{date}</time>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {readTimeOf(post)} min read
      </span>
    </p>
  );
}

/** The post's categories as a quiet eyebrow above a card's title. */
export function PostCategories({ post, className = '' }: { post: BlogPostDto; className?: string }) {
  const categories = categoriesOf(post);
  if (categories.length === 0) return null;
  return <p className={`text-[11px] font-semibold uppercase tracking-[0.14em] text-leaf-700 ${className}`}>{categories.join(' · ')}</p>;
}
