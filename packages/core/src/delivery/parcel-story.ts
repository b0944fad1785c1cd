/**
 * docs/product.md §4 The parcel's story: what happens to an order between the status moves. The courier's
 * failed delivery attempts (the customer sees them) and the owner's own notes and calls (only the owner
 * does: they are never events of statusHistory, which the customer's order, its emails and the webhook share).
 * No schemas here (they are in admin-schemas.ts): the storefront imports these labels, and its first load
 * must not bring the validation library.
 */

/** Why a courier brought the parcel back from a round, as the owner picks it. */
export const deliveryAttemptReasons = ['not-at-home', 'phone-off', 'refused', 'wrong-address', 'another-day'] as const;
export type DeliveryAttemptReason = (typeof deliveryAttemptReasons)[number];

/** What the customer and the owner read; "Delivery attempt failed: Not at home". */
export const deliveryAttemptReasonLabels: Record<DeliveryAttemptReason, string> = {
  'not-at-home': 'Not at home',
  'phone-off': 'Phone off',
  refused: 'Refused at the door',
  'wrong-address': 'Wrong address',
  'another-day': 'Asked to come another day',
};

/** The order statuses a failed attempt may be recorded at: the parcel is with the courier. */
export const deliveryAttemptStatuses = ['Shipped', 'Out for delivery'] as const;

export const deliveryAttemptFailedText = (reason: DeliveryAttemptReason) => `Delivery attempt failed: ${deliveryAttemptReasonLabels[reason]}`;

/** How a call the owner made went. */
export const orderCallOutcomes = ['answered', 'no-answer', 'wrong-number'] as const;
export type OrderCallOutcome = (typeof orderCallOutcomes)[number];

export const orderCallOutcomeLabels: Record<OrderCallOutcome, string> = {
  answered: 'Answered',
  'no-answer': 'No answer',
  'wrong-number': 'Wrong number',
};

export const ORDER_NOTE_MAX_LENGTH = 2000;
export const DELIVERY_ATTEMPT_NOTE_MAX_LENGTH = 500;

/** What the console's list card says of the calls: the no-answers since the customer last picked up. */
export function unansweredCallStreak(notes: readonly { call: OrderCallOutcome | null }[]): number {
  let streak = 0;
  for (const note of notes) {
    if (note.call === 'no-answer') streak += 1;
    else if (note.call === 'answered') streak = 0;
  }
  return streak;
}
