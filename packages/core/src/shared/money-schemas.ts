import { z } from './zod';
import { decimalPaisa, MAX_RUPEES_AMOUNT } from './money';

// Apart from money.ts so that formatting money in the browser does not bring the validation library.

function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isInteger(decimalPaisa(rupees));
}

/** A rupee amount in API input: a finite number, not negative, with at most 2 decimals. */
export const rupeesAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .min(0, { error: 'Amount cannot be negative' })
  .max(MAX_RUPEES_AMOUNT, { error: 'Amount is too large' })
  .refine(hasAtMostTwoDecimals, { error: 'Amount can have at most 2 decimal places' });
