import type { ProductDto } from '@shop/core/catalog/dtos';
import { productStockDisplay } from '@shop/core/catalog/stock';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { StockStatus } from '../../../components/ui/stock-status';
import { toast } from '../../../lib/toast';
import { useCart } from '../../cart/hooks/use-cart';
import { chooseQuantity, maxSelectableQuantity } from '../product-quantity';

/** docs/product.md §4: after a click the button stays locked this long, so a double click adds once. */
export const ADD_TO_CART_LOCK_MS = 1_000;

interface AddToCartPanelProps {
  product: ProductDto;
}

/** Stock, quantity and ADD TO CART on the product page (docs/product.md §4 and §5). */
export function AddToCartPanel({ product }: AddToCartPanelProps) {
  const stock = product.quantity;
  const outOfStock = stock <= 0;
  const [quantity, setQuantity] = useState(1);
  const [locked, setLocked] = useState(false);
  const cart = useCart();

  useEffect(() => {
    if (!locked) return undefined;
    const timer = setTimeout(() => setLocked(false), ADD_TO_CART_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  function changeQuantity(requested: number) {
    const choice = chooseQuantity(requested, stock);
    setQuantity(choice.quantity);
    if (choice.message) toast.info(choice.message);
  }

  async function addToCart() {
    if (locked) return;
    setLocked(true);
    const result = await cart.addProduct(product._id, quantity, stock);
    if (!result.message) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }

  return (
    <div className="space-y-5">
      <StockStatus display={productStockDisplay(stock)} />
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper value={quantity} max={maxSelectableQuantity(stock)} onChange={changeQuantity} disabled={outOfStock} />
        <button
          type="button"
          onClick={() => void addToCart()}
          disabled={outOfStock || locked}
          className="inline-flex min-h-11 min-w-44 flex-1 items-center justify-center whitespace-nowrap gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white transition-colors hover:bg-leaf-800 disabled:cursor-not-allowed disabled:bg-leaf-700/50 sm:flex-none sm:px-10"
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          {locked ? 'ADDING TO CART...' : 'ADD TO CART'}
        </button>
      </div>
    </div>
  );
}
