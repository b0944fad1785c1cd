import type { CustomerRiskDto } from '@shop/core/trust/admin-dtos';
import { Ban, ShieldAlert } from 'lucide-react';
import { isAtRisk, riskLabels } from '../lib/customer-risk';

const loudLooks = {
  blocked: { icon: Ban, className: 'bg-red-50 text-red-800 ring-red-200' },
  risky: { icon: ShieldAlert, className: 'bg-orange-50 text-orange-900 ring-orange-200' },
} as const;

/** A blocked or risky customer's badge, red or orange like a cancelled or returned order; nothing for the others. */
export function CustomerRiskBadge({ level }: { level: CustomerRiskDto['level'] }) {
  if (!isAtRisk(level)) return null;
  const { icon: Icon, className } = loudLooks[level];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${className}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {riskLabels[level]}
    </span>
  );
}

/**
 * What an order in the list says of its customer: a blocked or risky one gets the badge and the first
 * reason, so the owner knows why before opening it; a new or trusted one a quiet word.
 */
export function CustomerRiskMark({ risk }: { risk: CustomerRiskDto }) {
  if (!isAtRisk(risk.level)) return <span className="block text-xs text-muted">{riskLabels[risk.level]}</span>;
  const reason = risk.reasons[0]?.text;
  return (
    <span className="block space-y-1">
      <CustomerRiskBadge level={risk.level} />
      {reason ? <span className="block break-words text-xs text-red-800">{reason}</span> : null}
    </span>
  );
}
