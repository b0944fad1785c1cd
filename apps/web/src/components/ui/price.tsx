import { formatMoney, rupees, rupeesToPaisa, type Rupees } from '@shop/core/shared/money';
import { percentOffLabel } from '@shop/core/catalog/prices';

interface PriceProps {
  /** As the API sends it. */
  price: Rupees;
  /** The final price when discounted; 0 or absent when not. */
  finalPrice?: Rupees;
  size?: 'sm' | 'md' | 'lg';
  showPercentOff?: boolean;
}

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' } as const;

/** The one way a price is shown: the final price, the struck original and the percent-off label. */
export function Price({ price, finalPrice = rupees(0), size = 'md', showPercentOff = true }: PriceProps) {
  const pricePaisa = rupeesToPaisa(price);
  const finalPaisa = rupeesToPaisa(finalPrice);
  const percentOff = percentOffLabel(pricePaisa, finalPaisa);
  const discounted = percentOff !== null;
  return (
    <span data-floating-clear className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`${sizes[size]} font-semibold text-ink`}>{formatMoney(discounted ? finalPaisa : pricePaisa)}</span>
      {discounted && (
        <>
          <s className="text-sm text-muted">
            <span className="sr-only">Was </span>
            {formatMoney(pricePaisa)}
          </s>
          {showPercentOff && <span className="rounded-full bg-clay/10 px-2 py-0.5 text-xs font-semibold text-clay-deep">{percentOff}% OFF</span>}
        </>
      )}
    </span>
  );
}
