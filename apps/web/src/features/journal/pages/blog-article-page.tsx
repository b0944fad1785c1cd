import type { BlogPostDto } from '@shop/core/journal/dtos';
import { largestImageSizes } from '@shop/core/shared/image-sources';
import { ArrowLeft, Share2, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBlogPost } from '../api/get-blog-post';
import { AboutTheAuthor } from '../components/about-the-author';
import { BlogCoverImage } from '../components/blog-cover-image';
import { concernPath } from '../components/journal-sections';
import { PostMeta } from '../components/post-meta';
import { RelatedArticles } from '../components/related-articles';
import { ShareDialog } from '../components/share-dialog';
import { authorOf, categoriesOf } from '@shop/core/journal/journal-layout';

// The markdown renderer is the heaviest code in the journal and only this page needs it: it is its
// own chunk, requested as soon as this page mounts so it downloads while the post is fetched.
const loadArticleContent = () => import('../../../components/ui/article-content');
const ArticleContent = lazy(() => loadArticleContent().then((module) => ({ default: module.ArticleContent })));

const backLinkClass = 'inline-flex items-center gap-2 text-sm font-medium text-leaf-700 underline-offset-4 hover:text-leaf-800 hover:underline';

function BackToBlog({ className = '' }: { className?: string }) {
  return (
    <Link to="/blog" className={`${backLinkClass} ${className}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="shop-container flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function ContentSkeleton() {
  return (
    <div role="status" aria-label="Loading article text" className="space-y-3">
      {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, index) => (
        <Skeleton key={index} className={`h-4 ${width}`} />
      ))}
    </div>
  );
}

function ArticleView({ post }: { post: BlogPostDto }) {
  const [sharing, setSharing] = useState(false);
  const author = authorOf(post, 'article');
  const categories = categoriesOf(post);
  const tags = [...new Set(post.tags.map((tag) => tag.trim().replace(/^#+/, '')).filter(Boolean))];
  const shareUrl = new URL(`/blog/${encodeURIComponent(post._id)}`, window.location.origin).href;

  return (
    <div className="shop-container py-8 sm:py-12">
      <BackToBlog />
      <div className="mt-6 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <article className="min-w-0">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              {categories.map((category) => (
                <Link
                  key={category}
                  to={concernPath(category)}
                  className="rounded-full bg-leaf-50 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-leaf-800 transition-colors hover:bg-leaf-100"
                >
                  {category}
                </Link>
              ))}
              {post.featured ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-clay px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-white">
                  <Star aria-hidden="true" className="size-3" fill="currentColor" strokeWidth={0} />
                  Featured
                </span>
              ) : null}
            </div>
            <h1 className="mt-4 text-3xl leading-tight text-ink sm:text-4xl lg:text-[2.75rem]">{post.title}</h1>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-y border-linen py-4">
              <PostMeta post={post} where="article" />
              <button
                type="button"
                onClick={() => setSharing(true)}
                className="inline-flex items-center gap-2 rounded-full border border-leaf-700 px-4 py-2 text-sm font-semibold text-leaf-700 transition-colors hover:bg-leaf-700 hover:text-white"
              >
                <Share2 aria-hidden="true" className="size-4" />
                Share
              </button>
            </div>
            {post.excerpt ? <p className="mt-6 font-serif text-lg italic leading-relaxed text-muted sm:text-xl">{post.excerpt}</p> : null}
          </header>

          <BlogCoverImage src={post.imageUrl} alt={post.title} sizes={largestImageSizes.articleCover} priority className="mt-8 w-full rounded-2xl" />

          <div className="mt-8">
            <Suspense fallback={<ContentSkeleton />}>
              <ArticleContent content={post.content} />
            </Suspense>
          </div>

          {tags.length > 0 ? (
            <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2 border-t border-linen pt-6">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-sand px-3 py-1 text-sm text-muted">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </article>

        <aside aria-label="About this article" className="space-y-6 lg:sticky lg:top-6 lg:self-start">
          <AboutTheAuthor author={author} />
          <div className="rounded-2xl bg-leaf-50 p-5 sm:p-6">
            <p className="font-serif text-lg text-leaf-900">Found this helpful?</p>
            <p className="mt-1 text-sm text-muted">Pass it on to someone who would enjoy it.</p>
            <button
              type="button"
              onClick={() => setSharing(true)}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-leaf-800"
            >
              <Share2 aria-hidden="true" className="size-4" />
              Share this article
            </button>
          </div>
        </aside>
      </div>

      <div className="mt-16">
        <RelatedArticles post={post} />
      </div>

      {sharing ? <ShareDialog url={shareUrl} title={post.title} onClose={() => setSharing(false)} /> : null}
    </div>
  );
}

/** docs/product.md §2 Blog article (/blog/{id}). */
export function BlogArticlePage() {
  const { id } = useParams();
  const { data: post, isError, error, refetch } = useBlogPost(id);
  useDocumentTitle(post?.title ?? 'Skincare Journal');

  useEffect(() => {
    void loadArticleContent();
  }, []);

  if (post) return <ArticleView key={post._id} post={post} />;
  if (isError && isApiError(error) && error.status === 404) {
    return (
      <Message title="Article Not Found">
        <p className="mt-3 max-w-md text-muted">This article does not exist or is no longer published.</p>
        <BackToBlog className="mt-6" />
      </Message>
    );
  }
  if (isError) {
    return (
      <Message title="Error Loading Article">
        <p role="alert" className="mt-3 max-w-md text-red-800">
          {error.message}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-6">
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded-full bg-leaf-700 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-leaf-800"
          >
            Try Again
          </button>
          <BackToBlog />
        </div>
      </Message>
    );
  }
  return (
    <div role="status" className="shop-container flex flex-col items-center gap-4 py-24 text-muted">
      <Spinner />
      <p>Loading article...</p>
    </div>
  );
}
