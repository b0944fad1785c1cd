import { z } from '../shared/zod';
import { adminOverviewDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

export const getAdminOverview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/overview',
  summary:
    'Today at a glance: orders at each status, products at or below the low-stock threshold, visible reviews without a reply, hidden reviews, unhandled messages, failed emails and webhook calls',
  tag: adminTag('Overview'),
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), overview: adminOverviewDtoSchema }) },
});
