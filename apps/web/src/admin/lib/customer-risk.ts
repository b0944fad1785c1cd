import { riskLevels, type RiskLevel } from '@shop/core/trust/customer-trust';

/** How the console names each level: on an order's badge, in its detail and in the list's filter. */
export const riskLabels: Record<RiskLevel, string> = {
  blocked: 'Blocked customer',
  risky: 'Risky customer',
  trusted: 'Trusted customer',
  new: 'New customer',
};

/** The list filter's choices, the ones to act on first; All is the filter left out. */
export const riskFilterChoices: readonly { level: RiskLevel; label: string }[] = [
  { level: 'risky', label: 'Risky' },
  { level: 'blocked', label: 'Blocked' },
  { level: 'new', label: 'New' },
  { level: 'trusted', label: 'Trusted' },
];

/** Levels the owner should act on before sending a parcel: they get a loud badge, the others a quiet word. */
export function isAtRisk(level: RiskLevel): level is 'blocked' | 'risky' {
  return level === 'blocked' || level === 'risky';
}

/** The level a list address asks for (`?risk=risky`), or undefined for every customer. */
export function riskFromParam(value: string | null): RiskLevel | undefined {
  const wanted = value?.trim().toLowerCase();
  return riskLevels.find((level) => level === wanted);
}

/** What each level means for the order on screen, under its name in the order's detail. */
export const riskMeanings: Record<RiskLevel, string> = {
  blocked: 'This customer may not place new orders. Call before you send this one, or cancel it.',
  risky: 'Call the customer and make sure of this order before you send it.',
  new: 'No order delivered yet, so the limits for new customers apply.',
  trusted: 'At least one order delivered and nothing refused: no limits apply.',
};
