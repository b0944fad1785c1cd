import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

/** docs/product.md §2 Cart: an empty cart sends the shopper back to the shop. */
export function EmptyCart() {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-linen bg-sand/60 px-6 py-14 text-center sm:py-20">
      <ShoppingBag aria-hidden="true" className="size-12 text-leaf-700" strokeWidth={1.5} />
      <h2 className="mt-5 text-2xl text-ink">Your cart is empty</h2>
      <p className="mt-3 max-w-sm text-sm text-muted">Nothing here yet. Our handmade soaps, creams and oils are waiting for you.</p>
      <Link to="/" className="mt-8 inline-flex rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800">
        CONTINUE SHOPPING
      </Link>
    </div>
  );
}
