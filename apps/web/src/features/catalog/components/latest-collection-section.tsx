import { useLatestProducts } from '../api/get-home-products';
import { ProductShowcase } from './product-showcase';

/** docs/product.md §2 Home 3: the 10 newest products. */
export function LatestCollectionSection() {
  const latest = useLatestProducts();
  return (
    <ProductShowcase
      lead="LATEST"
      accent="COLLECTIONS"
      tagline="Fresh from our workshop: the newest small-batch additions to the shop."
      label="Latest collections"
      loadingText="Loading latest collections..."
      emptyText="No products available at the moment."
      products={latest}
    />
  );
}
