import { z } from '../../zod';
import { adminOverviewDtoSchema } from '../../admin-types';
import { defineEndpoint } from '../endpoint';
import { adminTag } from './shared';

export const getAdminOverview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/overview',
  summary:
    'Today at a glance: orders at each status, products at or below the low-stock threshold, visible reviews without a reply, hidden reviews, unhandled messages, failed emails and webhook calls',
  tag: adminTag('Overview'),
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), overview: adminOverviewDtoSchema }) },
});
