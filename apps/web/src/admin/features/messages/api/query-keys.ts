import type { ContactMessagesFilter } from './list-contact-messages';

const all = ['admin', 'messages'] as const;

export const adminMessageKeys = {
  /** Every query of the Messages screen starts with this key. */
  all,
  contact: (filter: ContactMessagesFilter) => [...all, 'contact', filter] as const,
  failed: (page: number) => [...all, 'failed', { page }] as const,
  subscribers: [...all, 'subscribers'] as const,
};
