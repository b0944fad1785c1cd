import { latestCollection } from '@shop/core/catalog';
import { ProductShowcase } from './product-showcase';

/** docs/product.md §2 Home 3: the first 10 products, each once. */
export function LatestCollectionSection() {
  return (
    <ProductShowcase
      lead="LATEST"
      accent="COLLECTIONS"
      tagline="Fresh from our workshop: the newest small-batch additions to the shop."
      label="Latest collections"
      loadingText="Loading latest collections..."
      emptyText="No products available at the moment."
      select={latestCollection}
    />
  );
}
