import { BadgeCheck } from 'lucide-react';

/** docs/product.md §2 Reviews: the author has a Delivered order of what they review. */
export function VerifiedBuyerBadge() {
  return (
    <span data-floating-clear className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-2 py-0.5 text-xs font-semibold text-leaf-700">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified buyer
    </span>
  );
}
