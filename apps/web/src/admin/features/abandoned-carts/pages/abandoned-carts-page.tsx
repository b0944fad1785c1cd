import { useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { Pager, pageFromSearch } from '../../../components/pager';
import { EmptyState, QueryView } from '../../../components/query-view';
import { useAbandonedCarts } from '../api/list-abandoned-carts';
import { AbandonedCartsList } from '../components/abandoned-carts-list';

const PAGE_SIZE = 50;

/**
 * /admin/abandoned-carts (docs/product.md §2 Carts that come back): customers' carts with items and no
 * order since, the most recently left first, with their value at today's prices and a WhatsApp message
 * for those whose phone the shop knows. ?page= pages it.
 */
export function AbandonedCartsPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const carts = useAbandonedCarts({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  return (
    <ConsolePage
      title="Abandoned carts"
      description="Customers who filled a cart and did not order. The shop emails each one reminder; a message from you may do more."
    >
      <QueryView
        query={carts}
        isEmpty={(answer) => answer.carts.length === 0 && page === 1}
        empty={
          <EmptyState title="No carts left behind">
            <p>When a signed-in customer leaves items in their cart without ordering, the cart shows here.</p>
          </EmptyState>
        }
      >
        {(answer) => (
          <div aria-busy={carts.isPlaceholderData} className={carts.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AbandonedCartsList carts={answer.carts} />
            {answer.carts.length === 0 ? <p className="text-sm text-muted">No carts on this page.</p> : null}
            <Pager label="Abandoned carts" page={answer} shown={answer.carts.length} />
          </div>
        )}
      </QueryView>
    </ConsolePage>
  );
}
