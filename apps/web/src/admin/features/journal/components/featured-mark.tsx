import { Star } from 'lucide-react';

/** The mark of a post the journal leads with. */
export function FeaturedMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-clay px-2.5 py-0.5 text-xs font-semibold text-white">
      <Star aria-hidden="true" className="size-3" fill="currentColor" strokeWidth={0} />
      Featured
    </span>
  );
}
