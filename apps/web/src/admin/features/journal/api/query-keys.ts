import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';

const all = ['admin', 'journal'] as const;
const lists = [...all, 'list'] as const;

export const adminJournalKeys = {
  /** Every query of the Journal screens starts with this key. */
  all,
  /** The lists of every status, without the open articles. */
  lists,
  list: (status: PublicationStatus | undefined) => [...lists, { status }] as const,
  post: (id: string) => [...all, 'post', id] as const,
};
