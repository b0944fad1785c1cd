import { Link } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { LoadError, LoadingRows } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useStockMoves, type StockMove } from '../api/list-stock-moves';
import { signedUnits, stockReasonLabels } from '../stock-reasons';

/** '+12 Restock · From the supplier' over '24-Nov-2026, 3:05 pm · Ayesha · 32 in stock'; an order's move links to the order. */
function StockMoveItem({ move }: { move: StockMove }) {
  const reason = stockReasonLabels[move.reason];
  const who = move.by ?? (move.orderId ? 'Shop' : null);
  return (
    <li className="py-3">
      <p className="break-words text-sm text-ink">
        <span className={`font-semibold tabular-nums ${move.change > 0 ? 'text-leaf-800' : 'text-red-700'}`}>{signedUnits(move.change)}</span>{' '}
        {move.orderId ? (
          <Link to={consolePath('orders', {}, move.orderId)} className="font-medium text-leaf-700 underline-offset-2 hover:underline">
            {reason} #{move.orderId.slice(0, 7)}
          </Link>
        ) : (
          <span className="font-medium">{reason}</span>
        )}
        {move.note ? <span className="text-muted"> · {move.note}</span> : null}
      </p>
      <p className="mt-0.5 text-xs text-muted">{[formatShopDateTime(move.at), who, `${move.stockAfter} in stock`].filter(Boolean).join(' · ')}</p>
    </li>
  );
}

/** A product's stock history, newest first: the owner's moves with their reasons, and the units orders took and gave back. */
export function StockHistory({ productId }: { productId: string }) {
  const query = useStockMoves(productId);
  const moves = query.data?.pages.flatMap((page) => page.moves) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <section aria-labelledby="stock-history" className="space-y-3 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <h2 id="stock-history" className="font-sans text-base font-semibold text-ink">
        Stock history
      </h2>
      {query.isPending ? (
        <LoadingRows rows={3} label="Loading the stock history…" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : moves.length === 0 ? (
        <p className="text-sm text-muted">No stock moves yet. Units you add or remove, and those orders take and give back, show here.</p>
      ) : (
        <>
          <ol className="divide-y divide-linen">
            {moves.map((move, index) => (
              // Moves have no id of their own; their place in the newest-first list is stable while it is shown.
              <StockMoveItem key={`${move.at}-${index}`} move={move} />
            ))}
          </ol>
          {query.hasNextPage ? (
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className={buttonClass.secondary}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
              <p className="text-xs text-muted">
                {moves.length} of {total} moves
              </p>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
