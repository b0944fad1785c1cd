import { Ban, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/buttons';
import type { AdminOrderDetail } from '../api/get-order';
import { isAtRisk, riskLabels, riskMeanings } from '../../../lib/customer-risk';
import { BlockCustomerDialog, type BlockTarget } from './block-customer-dialog';
import { CustomerRiskBadge } from '../../../components/customer-risk-mark';

function LevelName({ level }: { level: AdminOrderDetail['risk']['level'] }) {
  if (isAtRisk(level)) return <CustomerRiskBadge level={level} />;
  const Icon = level === 'trusted' ? ShieldCheck : UserRound;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink">
      <Icon aria-hidden="true" className={`size-4 ${level === 'trusted' ? 'text-leaf-700' : 'text-muted'}`} />
      {riskLabels[level]}
    </span>
  );
}

/** The customer's story with the shop, told by the orders of their account and of the order's phone number. */
function History({ history }: { history: AdminOrderDetail['risk']['history'] }) {
  const counts = [
    { label: 'Delivered', count: history.delivered },
    { label: 'Returned', count: history.returned },
    { label: 'Cancelled', count: history.cancelled },
    { label: 'Not confirmed in time', count: history.expired },
  ];
  return (
    <div>
      <h3 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.12em] text-muted">Orders so far</h3>
      <dl className="grid grid-cols-2 gap-2">
        {counts.map(({ label, count }) => (
          <div key={label} className="rounded-xl bg-cream/60 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-ink">{count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * docs/product.md §4 Trust: what the shop's own records say of this customer, why, and the blocks
 * the owner may put on the order's phone number, the account's email or the account.
 */
export function OrderCustomerRisk({ order }: { order: AdminOrderDetail }) {
  const { risk, address, customer } = order;
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const targets: { button: string; target: BlockTarget }[] = [
    { button: 'Block phone', target: { title: 'Block this phone number?', what: address.phone, body: { phone: address.phone } } },
    { button: 'Block email', target: { title: 'Block this email?', what: customer.email, body: { email: customer.email } } },
    {
      button: 'Block account',
      target: { title: 'Block this account?', what: customer.name ? `${customer.name} (${customer.email})` : customer.email, body: { userId: customer._id } },
    },
  ];

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <LevelName level={risk.level} />
        <p className="text-sm text-muted">{riskMeanings[risk.level]}</p>
      </div>
      {risk.reasons.length > 0 ? (
        <ul aria-label="Why" className="list-disc space-y-1 pl-5 text-sm text-ink">
          {risk.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.text}`} className="break-words">
              {reason.text}
            </li>
          ))}
        </ul>
      ) : null}
      <History history={risk.history} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {targets.map(({ button, target }) => (
          <button key={button} type="button" onClick={() => setBlocking(target)} className={buttonClass.danger}>
            <Ban aria-hidden="true" className="size-4" />
            {button}
          </button>
        ))}
      </div>
      {blocking ? <BlockCustomerDialog target={blocking} onClose={() => setBlocking(null)} /> : null}
    </div>
  );
}
