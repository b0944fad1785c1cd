import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import { coverSrcSet } from '@shop/core/shared/image-sources';
import { Leaf, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { PublicationBadge } from '../../../components/publication-badge';
import { EmptyState, QueryView } from '../../../components/query-view';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { usePosts, type AdminPost } from '../api/list-posts';
import { FeaturedMark } from '../components/featured-mark';

const statusFilters: readonly { status: PublicationStatus | undefined; label: string; empty: string }[] = [
  { status: undefined, label: 'All', empty: 'No articles yet' },
  { status: 'published', label: 'Published', empty: 'Nothing published yet' },
  { status: 'draft', label: 'Drafts', empty: 'No drafts' },
];

function statusFrom(searchParams: URLSearchParams): PublicationStatus | undefined {
  const status = searchParams.get('status');
  return status === 'published' || status === 'draft' ? status : undefined;
}

function CoverThumbnail({ src }: { src: string }) {
  if (!src) {
    return (
      <span className="flex aspect-video w-24 shrink-0 items-center justify-center rounded-xl bg-leaf-50 sm:w-32">
        <Leaf aria-hidden="true" className="size-6 text-leaf-200" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={coverSrcSet(src)}
      sizes="128px"
      alt=""
      loading="lazy"
      decoding="async"
      className="aspect-video w-24 shrink-0 rounded-xl bg-leaf-50 object-cover sm:w-32"
    />
  );
}

function PostRow({ post }: { post: AdminPost }) {
  const categories = post.category.filter((name) => name.trim());
  return (
    // The title is the link; its overlay makes the whole card one target for a thumb.
    <li className="relative flex gap-3 rounded-2xl border border-linen bg-white p-3 hover:border-leaf-600 sm:gap-4 sm:p-4">
      <CoverThumbnail src={post.imageUrl} />
      <div className="min-w-0 flex-1">
        <Link
          to={consolePath('journal', {}, post._id)}
          className="break-words font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl hover:text-leaf-700"
        >
          {post.title || 'Untitled article'}
        </Link>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <PublicationBadge status={post.status} />
          {post.featured ? <FeaturedMark /> : null}
          {categories.length > 0 ? <span className="break-words text-xs text-muted">{categories.join(', ')}</span> : null}
        </div>
        <p className="mt-1.5 text-xs text-muted">{formatShopDateTime(post.createdAt)}</p>
      </div>
    </li>
  );
}

/** /admin/journal: every article, drafts too, newest first; filtered by status in the address (?status=draft). */
export function JournalPage() {
  const [searchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  const query = usePosts(status);
  const emptyTitle = statusFilters.find((filter) => filter.status === status)?.empty ?? 'No articles yet';

  return (
    <ConsolePage
      title="Journal"
      description="The Skincare Journal's articles, drafts included."
      actions={
        <Link to={consolePath('journal', {}, 'new')} className={buttonClass.primary}>
          <Plus aria-hidden="true" className="size-4" />
          New article
        </Link>
      }
    >
      <TabLinks
        label="Show articles"
        tabs={statusFilters.map((filter) => ({
          label: filter.label,
          to: consolePath('journal', { status: filter.status }),
          current: filter.status === status,
        }))}
        className="mb-4"
      />
      <QueryView
        query={query}
        isEmpty={(posts) => posts.length === 0}
        empty={<EmptyState title={emptyTitle}>New article starts one; it stays a draft until you publish it.</EmptyState>}
      >
        {(posts) => (
          <ul aria-label="Articles" className={`grid gap-3 lg:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {posts.map((post) => (
              <PostRow key={post._id} post={post} />
            ))}
          </ul>
        )}
      </QueryView>
    </ConsolePage>
  );
}
