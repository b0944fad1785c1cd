import type { BlockKind } from '@shop/core/trust/customer-trust';
import { Mail, Phone, ShieldOff, UserRound, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../../components/buttons';
import { formatShopDateTime } from '../../../lib/shop-time';
import type { Block } from '../api/list-blocks';

const kinds: Record<BlockKind, { label: string; icon: LucideIcon }> = {
  phone: { label: 'Phone number', icon: Phone },
  email: { label: 'Email', icon: Mail },
  user: { label: 'Account', icon: UserRound },
};

/** Whom a block stops, as the owner knows them: the number or email, or the account's name (its id if the account is gone). */
export function blockedName(block: Block): string {
  return block.kind === 'user' && block.account ? block.account.name || block.account.email : block.value;
}

function openOrdersText(count: number): string {
  if (count === 0) return 'No open orders';
  return `${count} open ${count === 1 ? 'order' : 'orders'}`;
}

/** One block: what it stops, why and since when, the orders of it still open, and the way to lift it. */
export function BlockCard({ block, onLift }: { block: Block; onLift: () => void }) {
  const nameId = useId();
  const { label, icon: Icon } = kinds[block.kind];
  const name = blockedName(block);
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col gap-3 rounded-2xl border border-linen bg-white p-4">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 rounded-full bg-red-50 p-2 text-red-700">
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</p>
          <h2 id={nameId} className="break-words font-sans text-base font-semibold text-ink">
            {name}
          </h2>
          {block.kind === 'user' && block.account?.name ? <p className="break-all text-sm text-muted">{block.account.email}</p> : null}
        </div>
      </div>
      <p className="break-words text-sm text-ink">{block.reason}</p>
      <p className="flex flex-wrap gap-x-2 gap-y-1 text-xs text-muted">
        <span>
          Blocked <time dateTime={block.createdAt}>{formatShopDateTime(block.createdAt)}</time>
        </span>
        <span aria-hidden="true">·</span>
        <span className={block.openOrders > 0 ? 'font-semibold text-amber-900' : undefined}>{openOrdersText(block.openOrders)}</span>
      </p>
      <div className="mt-auto">
        <button type="button" onClick={onLift} className={buttonClass.secondary} aria-label={`Lift the block on ${name}`}>
          <ShieldOff aria-hidden="true" className="size-4" />
          Lift
        </button>
      </div>
    </article>
  );
}
