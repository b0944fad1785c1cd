import { useBestSellers } from '../api/get-home-products';
import { ProductShowcase } from './product-showcase';

/** docs/product.md §2 Home 2: up to 10 flagged best sellers, or the 10 best rated when none is flagged. */
export function BestSellersSection() {
  const bestSellers = useBestSellers();
  return (
    <ProductShowcase
      lead="BEST"
      accent="SELLERS"
      tagline="The organic skincare our customers reach for again and again: handmade soaps, creams and oils that simply work."
      label="Best sellers"
      loadingText="Loading best sellers..."
      emptyText="No best sellers available at the moment."
      products={bestSellers}
    />
  );
}
