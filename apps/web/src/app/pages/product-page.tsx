import type { ProductDto } from '@shop/core/catalog/dtos';
import { ProductPage as CatalogProductPage } from '../../features/catalog/pages/product-page';
import { ReviewsPanel } from '../../features/reviews/components/reviews-panel';

const renderReviews = (product: ProductDto) => <ReviewsPanel targetType="product" targetId={product._id} ratingCounts={product} />;

/** docs/product.md §2 Product detail: the catalog's page with the reviews feature in its Reviews tab (decision 004). */
export function ProductPage() {
  return <CatalogProductPage renderReviews={renderReviews} />;
}
