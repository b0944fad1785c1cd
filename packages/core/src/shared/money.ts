const PAISA_PER_RUPEE = 100;

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
export function decimalPaisa(rupees: number): number {
  const scaled = rupees * PAISA_PER_RUPEE;
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
export function rupeesToPaisa(rupees: number): number {
  if (!Number.isFinite(rupees)) {
    throw new RangeError(`Rupee amount must be a finite number, got ${rupees}`);
  }
  const paisa = roundHalfAwayFromZero(decimalPaisa(rupees));
  if (Math.abs(paisa) > MAX_EXACT_PAISA) {
    throw new RangeError(`Rupee amount ${rupees} is too large to count in paisa`);
  }
  return paisa;
}

export function paisaToRupees(paisa: number): number {
  return paisa / PAISA_PER_RUPEE;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Display form of docs/product.md §9: 'Rs. 1,234.00'; negative amounts as '-Rs. 5.00'. */
export function formatMoney(paisa: number): string {
  const whole = Number.isFinite(paisa) ? roundHalfAwayFromZero(paisa) : paisa;
  // Past the safe integers String() switches to exponent notation, which no shopper should see.
  if (!Number.isSafeInteger(whole)) {
    throw new RangeError(`Paisa amount must be a finite number within the safe integers, got ${paisa}`);
  }
  const absolute = Math.abs(whole);
  const rupees = Math.floor(absolute / PAISA_PER_RUPEE);
  const remainder = absolute % PAISA_PER_RUPEE;
  const sign = whole < 0 ? '-' : '';
  return `${sign}Rs. ${groupThousands(String(rupees))}.${String(remainder).padStart(2, '0')}`;
}

/** The same display form for an amount the API sends in rupees (the API's answers speak rupees, docs/product.md §3). */
export function formatRupees(rupees: number): string {
  return formatMoney(rupeesToPaisa(rupees));
}

/** What a line of `quantity` at `unitRupees` each costs, multiplied in paisa so no rupee fraction drifts. */
export function formatLineTotal(unitRupees: number, quantity: number): string {
  return formatMoney(rupeesToPaisa(unitRupees) * quantity);
}
