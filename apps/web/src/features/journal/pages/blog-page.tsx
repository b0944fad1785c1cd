import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSearchParams } from 'react-router';
import { useBlogPosts } from '../api/get-blog-posts';
import { ConcernArticles, ExpertsChoice, FeaturedGuides, LatestArticles, SkinConcerns, TrendingNow } from '../components/journal-sections';
import { concernFrom, postsOnConcern } from '../concern';
import { JournalSkeleton } from '../components/journal-skeleton';
import { journalLayout } from '@shop/core/journal/journal-layout';

function JournalError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-lg rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <h2 className="text-2xl text-red-800">Error Loading Articles</h2>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-full bg-leaf-700 px-6 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-leaf-800"
      >
        Try Again
      </button>
    </div>
  );
}

/** docs/product.md §2 Blog list: the Skincare Journal; `?concern=` narrows it to one skin concern. */
export function BlogPage() {
  useDocumentTitle('Skincare Journal');
  const [search] = useSearchParams();
  const { data: posts, isPending, isError, error } = useBlogPosts();
  const layout = posts ? journalLayout(posts) : null;
  const concern = concernFrom(search);
  const onConcern = posts && concern ? postsOnConcern(posts, concern) : null;
  const hasSidebar = Boolean(layout && (layout.trendingNow.length > 0 || layout.skinConcerns.length > 0));

  return (
    <div className="shop-container py-10 sm:py-14">
      <PageTitle
        lead="SKINCARE"
        accent="JOURNAL"
        align="center"
        subtitle="Expert tips, natural ingredient insights, and holistic beauty wisdom for radiant, healthy skin"
      />
      {isPending ? <JournalSkeleton /> : null}
      {isError && !layout ? <JournalError message={error.message} /> : null}
      {layout ? (
        <div className="mt-10 space-y-14 sm:mt-12">
          {onConcern ? null : <FeaturedGuides posts={layout.featuredGuides} />}
          <div className="grid gap-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
            {onConcern ? <ConcernArticles concern={onConcern.name} posts={onConcern.posts} /> : <LatestArticles posts={layout.latestArticles} />}
            {hasSidebar ? (
              <aside aria-label="More from the journal" className="space-y-12 lg:sticky lg:top-6 lg:self-start">
                <TrendingNow ranked={layout.trendingNow} />
                <SkinConcerns concerns={layout.skinConcerns} active={onConcern?.name ?? null} />
              </aside>
            ) : null}
          </div>
          {onConcern ? null : <ExpertsChoice posts={layout.expertsChoice} />}
        </div>
      ) : null}
    </div>
  );
}
