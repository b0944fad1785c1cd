import { z } from '../shared/zod';
import { optionalText, paginationQuery } from '../shared/admin-field-schemas';
import { editVersionField } from '../shared/edit-version';
import { CUSTOMER_NOTE_MAX, CUSTOMER_SEARCH_MAX, customerSorts } from './customers';

const customerSearch = {
  q: optionalText('q', CUSTOMER_SEARCH_MAX).optional(),
  sort: z.enum(customerSorts, { error: `sort must be one of ${customerSorts.join(', ')}` }).default('last-order'),
};

/** GET /api/admin/customers: a search of names, phones and emails, a sort, a page. */
export const customerListQuery = z.object({ ...customerSearch, ...paginationQuery });

export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** GET /api/admin/customers/export.csv: the list's search and sort, every row. */
export const customerExportQuery = z.object(customerSearch);

export type CustomerExportQuery = z.infer<typeof customerExportQuery>;

/** PUT /api/admin/customers/{id}/note: the whole note, trimmed; an empty one deletes it. */
export const customerNoteSchema = z.object({
  note: z.string({ error: 'note must be text' }).trim().max(CUSTOMER_NOTE_MAX, `note can be at most ${CUSTOMER_NOTE_MAX} characters long`),
  ...editVersionField,
});

export type CustomerNoteInput = z.infer<typeof customerNoteSchema>;
