import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BlogCoverImage } from './blog-cover-image';
import { PostCategories, PostMeta } from './post-meta';

export const postPath = (post: Pick<BlogPostDto, '_id'>) => `/blog/${encodeURIComponent(post._id)}`;

// The whole card is clickable through the title link's stretched ::after, so the link's name stays the
// title alone; the card shows the keyboard focus ring in its place.
const cardClass =
  'group relative flex overflow-hidden rounded-2xl border border-linen bg-white transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-leaf-700';
const titleLinkClass = 'after:absolute after:inset-0 focus-visible:outline-none';
const titleClass = 'font-serif leading-snug text-ink transition-colors group-hover:text-leaf-700';

function TitleLink({ post, children }: { post: BlogPostDto; children: ReactNode }) {
  return (
    <Link to={postPath(post)} className={titleLinkClass}>
      {children}
    </Link>
  );
}

interface PostCardProps {
  post: BlogPostDto;
  /** How wide the card's image is drawn at each viewport width. */
  sizes: string;
  priority?: boolean;
}

/** The large first Featured Guide, with its 'Must Read' tag. */
export function HeroPostCard({ post, sizes, priority = false }: PostCardProps) {
  return (
    <article className={`${cardClass} h-full flex-col`}>
      {/* Beside the two smaller guides the card is stretched to their height: the picture takes up the slack. */}
      <div className="relative aspect-video overflow-hidden lg:aspect-auto lg:min-h-80 lg:flex-1">
        <BlogCoverImage
          src={post.imageUrl}
          alt=""
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 size-full object-left transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute left-4 top-4 rounded-full bg-clay px-3 py-1 text-[11px] font-semibold uppercase tracking-[0.14em] text-white shadow">
          Must Read
        </span>
      </div>
      <div className="flex flex-col gap-3 p-5 sm:p-7">
        <PostCategories post={post} />
        <h3 className={`${titleClass} text-2xl sm:text-3xl`}>
          <TitleLink post={post}>{post.title}</TitleLink>
        </h3>
        {post.excerpt ? <p className="line-clamp-3 text-sm leading-relaxed text-muted sm:text-base">{post.excerpt}</p> : null}
        <PostMeta post={post} className="pt-2" />
      </div>
    </article>
  );
}

/** A card with cover, categories, title, excerpt and byline: the richer Latest Articles, Expert's Choice and more. */
export function RichPostCard({ post, sizes, priority = false, showExcerpt = true }: PostCardProps & { showExcerpt?: boolean }) {
  return (
    <article className={`${cardClass} h-full flex-col`}>
      <div className="overflow-hidden">
        <BlogCoverImage
          src={post.imageUrl}
          alt=""
          sizes={sizes}
          priority={priority}
          className="w-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <PostCategories post={post} />
        <h3 className={`${titleClass} text-lg sm:text-xl`}>
          <TitleLink post={post}>{post.title}</TitleLink>
        </h3>
        {showExcerpt && post.excerpt ? <p className="line-clamp-2 text-sm leading-relaxed text-muted">{post.excerpt}</p> : null}
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** A small thumbnail beside the title: the rest of Latest Articles. */
export function CompactPostCard({ post, sizes }: PostCardProps) {
  return (
    <article className={`${cardClass} h-full items-center gap-1`}>
      {/* The whole 16:9 cover, small, rather than a crop: covers carry their own lettering. */}
      <div className="my-3 ml-3 w-28 shrink-0 overflow-hidden rounded-lg sm:w-36">
        <BlogCoverImage src={post.imageUrl} alt="" sizes={sizes} className="w-full transition-transform duration-500 group-hover:scale-105" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1.5 p-3 sm:p-4">
        <PostCategories post={post} className="line-clamp-1" />
        <h3 className={`${titleClass} line-clamp-3 text-base`}>
          <TitleLink post={post}>{post.title}</TitleLink>
        </h3>
        <PostMeta post={post} showDate={false} />
      </div>
    </article>
  );
}
