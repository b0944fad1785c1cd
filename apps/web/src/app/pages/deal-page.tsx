import type { DealDto } from '@shop/core/deals/dtos';
import { DealPage as DealsDealPage } from '../../features/deals/pages/deal-page';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel';

const renderReviews = (deal: DealDto) => <ReviewsPanel targetType="deal" targetId={deal._id} ratingCounts={deal} />;

/** docs/product.md §2 Deal detail: the deals feature's page with the reviews feature below the details (decision 004). */
export function DealPage() {
  return <DealsDealPage renderReviews={renderReviews} />;
}
