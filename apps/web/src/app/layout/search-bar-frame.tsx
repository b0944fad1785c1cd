import type { ReactNode } from 'react';

/**
 * The search bar's band below the header. Its height is fixed, so that it takes its place at once while
 * the bar's code loads (it is not part of the first load) and the page below never moves.
 */
export function SearchBarFrame({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <div id={id} className="border-b border-linen bg-sand/70">
      <div className="shop-container flex h-[78px] items-center justify-center sm:h-[86px]">{children}</div>
    </div>
  );
}
