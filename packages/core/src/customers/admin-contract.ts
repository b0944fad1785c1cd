import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag, pageInfoShape } from '../contract/admin-shared';
import { editConflictError } from '../shared/edit-version';
import { customerDetailDtoSchema, customerNoteDtoSchema, customerSummaryDtoSchema } from './admin-dtos';
import { customerExportQuery, customerListQuery, customerNoteSchema } from './admin-schemas';
import { customerErrorCodes } from './customers';

const tag = adminTag('Customers');

/** A person key (customers/person-key.ts); text no key could be is a 404 like an unknown one. */
const customerIdParams = z.object({ id: z.string().min(1).max(250) });

export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers',
  summary:
    'List customers, everyone with an account or an order, orders sharing a phone as one person (?q= searches names, phones in any form and emails; ?sort=last-order|orders|spent)',
  tag,
  auth: 'admin',
  request: { query: customerListQuery },
  success: { body: z.object({ success: z.literal(true), customers: z.array(customerSummaryDtoSchema), ...pageInfoShape }) },
});

export const exportCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers/export.csv',
  summary: 'Export the customers list (the same ?q= and ?sort=, every row) as CSV, streamed as it is read',
  tag,
  auth: 'admin',
  request: { query: customerExportQuery },
  success: { body: z.string(), contentType: 'text/csv; charset=utf-8' },
});

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers/:id',
  summary: "One customer: orders, counts, trust, accounts, saved addresses, reviews, newsletter, the owner's note and a WhatsApp link",
  tag,
  auth: 'admin',
  request: { params: customerIdParams },
  success: { body: z.object({ success: z.literal(true), customer: customerDetailDtoSchema }) },
  errors: { 404: [customerErrorCodes.notFound] },
});

export const saveCustomerNote = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/customers/:id/note',
  summary:
    "Save the owner's note on a customer (an empty note deletes it); with the version the form was opened on, a save after someone else's is refused (409 EDIT_CONFLICT)",
  tag,
  auth: 'admin',
  request: { params: customerIdParams, body: customerNoteSchema },
  success: { body: z.object({ success: z.literal(true), message: z.string(), note: customerNoteDtoSchema.nullable() }) },
  errors: { 404: [customerErrorCodes.notFound], 409: editConflictError() },
});
