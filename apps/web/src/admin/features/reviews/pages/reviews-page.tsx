import { useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { TabLinks } from '../../../components/tab-links';
import { consolePath } from '../../../lib/console-paths';
import { useReviews, type ReviewFilter } from '../api/list-reviews';
import { ReviewCard } from '../components/review-card';

const PAGE_SIZE = 20;

type ReviewTab = 'all' | 'unanswered' | 'hidden';

/**
 * The tabs and what each asks the API. Unanswered leaves hidden reviews out: a hidden review needs no
 * answer, and Today counts the visible ones waiting, so the tab shows the number Today promised.
 */
const tabs: readonly { key: ReviewTab; label: string; query: Record<string, string>; filter: Pick<ReviewFilter, 'answered' | 'hidden'> }[] = [
  { key: 'all', label: 'All', query: {}, filter: {} },
  { key: 'unanswered', label: 'Unanswered', query: { answered: 'false' }, filter: { answered: 'false', hidden: 'false' } },
  { key: 'hidden', label: 'Hidden', query: { hidden: 'true' }, filter: { hidden: 'true' } },
];

const emptyText: Record<ReviewTab, { title: string; body: string }> = {
  all: { title: 'No reviews yet', body: "Customers' reviews of products and deals show here, newest first." },
  unanswered: { title: 'Every review has a reply', body: 'New reviews without a reply from the shop show here.' },
  hidden: { title: 'No hidden reviews', body: "A review you hide leaves the shop and its product's rating, and shows here." },
};

function currentTab(searchParams: URLSearchParams): ReviewTab {
  if (searchParams.get('answered') === 'false') return 'unanswered';
  if (searchParams.get('hidden') === 'true') return 'hidden';
  return 'all';
}

/** /admin/reviews: every review newest first; ?answered=false or ?hidden=true narrows it, ?page= pages it. */
export function ReviewsPage() {
  const [searchParams] = useSearchParams();
  const tab = currentTab(searchParams);
  const page = pageFromSearch(searchParams);
  const reviews = useReviews({ ...tabs.find((entry) => entry.key === tab)!.filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return (
    <ConsolePage title="Reviews" description="Answer customers, and hide what should not be on the shop.">
      <TabLinks
        label="Review filters"
        tabs={tabs.map((entry) => ({ label: entry.label, to: consolePath('reviews', entry.query), current: entry.key === tab }))}
        className="mb-4"
      />
      <QueryView
        query={reviews}
        isEmpty={(answer) => answer.reviews.length === 0 && page === 1}
        empty={
          <EmptyState title={emptyText[tab].title}>
            <p>{emptyText[tab].body}</p>
          </EmptyState>
        }
      >
        {(answer) => (
          <div aria-busy={reviews.isPlaceholderData} className={reviews.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ul className="space-y-4">
              {answer.reviews.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            {answer.reviews.length === 0 ? <p className="text-sm text-muted">No reviews on this page.</p> : null}
            <Pager label="Reviews" page={answer} shown={answer.reviews.length} />
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}
