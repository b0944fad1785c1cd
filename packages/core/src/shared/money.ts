const PAISA_PER_RUPEE = 100;

/**
 * Whole paisa: what the database stores and every sum is computed in (decision 002). A branded
 * number, so an amount in rupees cannot be passed where paisa are meant, nor the other way round;
 * arithmetic on it gives a plain number, which `paisa()` names again once the sum is whole. The brand
 * is a property only the type checker sees: no number carries it at run time.
 */
export type Paisa = number & { readonly __moneyUnit: 'paisa' };

/** Rupees with at most two decimals: how the API speaks money (docs/product.md §3). Branded like Paisa. */
export type Rupees = number & { readonly __moneyUnit: 'rupees' };

/** Names a number as paisa. Throws RangeError for a fraction, NaN or an amount beyond the safe integers. */
export function paisa(amount: number): Paisa {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Paisa amount must be a whole number, got ${amount}`);
  return amount as Paisa;
}

/** Names a number as rupees: an amount read from the API, a form or a fixture. */
export function rupees(amount: number): Rupees {
  return amount as Rupees;
}

/**
 * Beyond this many paisa, rupees / 100 * 100 no longer lands back on the same whole number
 * in floating point, so conversions refuse rather than silently change an amount.
 */
export const MAX_EXACT_PAISA = 1_000_000_000_000_000;

/**
 * The largest rupee amount API input may carry (one crore): far above any price or order of the shop,
 * and small enough that its paisa fit the database's integer columns (2^31 - 1).
 */
export const MAX_RUPEES_AMOUNT = 10_000_000;

/**
 * rupees * 100 as the decimal the caller wrote: 1.005 * 100 is 100.49999999999999 in binary
 * floating point, and 15 significant digits recover 100.5.
 */
export function decimalPaisa(amount: number): number {
  const scaled = amount * PAISA_PER_RUPEE;
  return Math.abs(scaled) < 1e15 ? Number(scaled.toPrecision(15)) : scaled;
}

/** Rounds half away from zero so that a refund of -1.005 mirrors a charge of 1.005. */
function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/**
 * Converts rupees (as the API speaks them) to integer paisa, rounding to the nearest paisa.
 * Throws RangeError for NaN, infinities and amounts too large to count exactly in paisa.
 */
export function rupeesToPaisa(amount: Rupees): Paisa {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Rupee amount must be a finite number, got ${amount}`);
  }
  const whole = roundHalfAwayFromZero(decimalPaisa(amount));
  if (Math.abs(whole) > MAX_EXACT_PAISA) {
    throw new RangeError(`Rupee amount ${amount} is too large to count in paisa`);
  }
  return whole as Paisa;
}

export function paisaToRupees(amount: Paisa): Rupees {
  return (amount / PAISA_PER_RUPEE) as Rupees;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Display form of docs/product.md §9: 'Rs. 1,234.00'; negative amounts as '-Rs. 5.00'. */
export function formatMoney(amount: Paisa): string {
  const whole = Number.isFinite(amount) ? roundHalfAwayFromZero(amount) : amount;
  // Past the safe integers String() switches to exponent notation, which no shopper should see.
  if (!Number.isSafeInteger(whole)) {
    throw new RangeError(`Paisa amount must be a finite number within the safe integers, got ${amount}`);
  }
  const absolute = Math.abs(whole);
  const wholeRupees = Math.floor(absolute / PAISA_PER_RUPEE);
  const remainder = absolute % PAISA_PER_RUPEE;
  const sign = whole < 0 ? '-' : '';
  return `${sign}Rs. ${groupThousands(String(wholeRupees))}.${String(remainder).padStart(2, '0')}`;
}

/** The same display form for an amount the API sends in rupees (the API's answers speak rupees, docs/product.md §3). */
export function formatRupees(amount: Rupees): string {
  return formatMoney(rupeesToPaisa(amount));
}

/** What a line of `quantity` at `unitRupees` each costs, multiplied in paisa so no rupee fraction drifts. */
export function formatLineTotal(unitRupees: Rupees, quantity: number): string {
  return formatMoney(paisa(rupeesToPaisa(unitRupees) * quantity));
}
