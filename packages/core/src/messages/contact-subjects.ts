// Plain constants (no zod): the console reads the labels without loading the contact form's schema.

export const contactSubjects = [
  'bulk-order',
  'general',
  'order-support',
  'feedback',
  'suggestions',
  'partnership',
  'technical-support',
  'shipping-issues',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  'bulk-order': 'Bulk order',
  general: 'General inquiry',
  'order-support': 'Order support',
  feedback: 'Feedback',
  suggestions: 'Suggestions',
  partnership: 'Partnership',
  'technical-support': 'Technical support',
  'shipping-issues': 'Shipping issues',
  other: 'Other',
};

/** A contact message's subject as words ('Bulk order', not 'bulk-order'), for the console and the owner's email. */
export function contactSubjectLabel(subject: string): string {
  return Object.hasOwn(contactSubjectLabels, subject) ? contactSubjectLabels[subject as ContactSubject] : subject;
}
