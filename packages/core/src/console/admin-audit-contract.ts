import { z } from '../shared/zod';
import { auditListQuery } from './admin-schemas';
import { auditEntryDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag, pageInfoShape } from '../contract/admin-shared';

export const listAuditEntries = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'Who changed what: newest first (?entity=product, ?entityId=, ?actor= account id or email, ?action=update)',
  tag: adminTag('Audit log'),
  auth: 'admin',
  request: { query: auditListQuery },
  success: { body: z.object({ success: z.literal(true), entries: z.array(auditEntryDtoSchema), ...pageInfoShape }) },
});
