import { Star } from 'lucide-react';

export function BestSellerMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-clay/10 px-2.5 py-0.5 text-xs font-semibold text-clay-deep">
      <Star aria-hidden="true" className="size-3 fill-current" />
      Best seller
    </span>
  );
}
