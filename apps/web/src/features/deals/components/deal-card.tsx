import type { DealDto } from '@shop/core/deals/dtos';
import { dealDate, isFlashSale } from '@shop/core/deals/deal-visibility';
import { formatRupees } from '@shop/core/shared/money';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/countdown';
import { Price } from '../../../components/ui/price';
import { SquareImage } from '../../../components/ui/square-image';
import { DealTypeBadge } from './deal-type-badge';

interface DealCardProps {
  deal: DealDto;
  /** How wide the card's image shows, for `sizes`. */
  imageSizes?: string;
}

/** A deal in a list: picture, type, name, price and savings, a flash sale's countdown, and View Deal. */
export function DealCard({ deal, imageSizes = '(min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw' }: DealCardProps) {
  const href = `/deal/${deal._id}`;
  const endsAt = dealDate(deal.dealEndDate);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-linen bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        {/* The name below is the card's link for assistive technology; the picture is a larger target for the pointer. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
          <SquareImage src={deal.dealImages[0]} alt="" sizes={imageSizes} className="w-full transition-transform duration-300 hover:scale-105" />
        </Link>
        <DealTypeBadge dealType={deal.dealType} className="absolute left-3 top-3 shadow" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-lg leading-snug text-ink">
          <Link to={href} className="hover:text-leaf-700">
            {deal.dealName}
          </Link>
        </h3>
        <Price price={deal.dealTotal} finalPrice={deal.dealFinalPrice} />
        {deal.dealSavings > 0 ? <p className="text-sm font-medium text-leaf-700">You save {formatRupees(deal.dealSavings)}</p> : null}
        {isFlashSale(deal.dealType) && endsAt ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-clay">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Ends in</span>
            <Countdown endsAt={endsAt} expiredText="Deal Expired" />
          </p>
        ) : null}
        <Link
          to={href}
          className="mt-auto inline-flex items-center justify-center rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-leaf-800"
        >
          View Deal
        </Link>
      </div>
    </article>
  );
}
