import { z } from './zod';
import { decimalPaisa, MAX_RUPEES_AMOUNT, type Rupees } from './money';

// Apart from money.ts so that formatting money in the browser does not bring the validation library.

function hasAtMostTwoDecimals(rupees: number): boolean {
  return Number.isInteger(decimalPaisa(rupees));
}

/**
 * Reads a number schema's output as rupees. Only the type changes: the wire format and the JSON schema
 * stay a plain number, and parsing checks what the schema itself checks.
 */
export function inRupees(schema: z.ZodType<number, number>): z.ZodType<Rupees, number> {
  return schema as z.ZodType<Rupees, number>;
}

/** A rupee amount in API input: a finite number, not negative, with at most 2 decimals. */
export const rupeesAmountSchema = inRupees(
  z
    .number({ error: 'Amount must be a number' })
    .min(0, { error: 'Amount cannot be negative' })
    .max(MAX_RUPEES_AMOUNT, { error: 'Amount is too large' })
    .refine(hasAtMostTwoDecimals, { error: 'Amount can have at most 2 decimal places' }),
);

/** A rupee amount in an API answer (the server computed it from paisa). */
export const rupeesSchema = inRupees(z.number());
