import { z } from '../shared/zod';
import { reportSummaryQuery } from './admin-schemas';
import { orderReportDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag } from '../contract/admin-shared';

export const getOrderReportSummary = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reports/summary',
  summary:
    "Orders placed, confirmed, shipped, delivered, returned and cancelled in a period (?from=&to=, days in the shop's time zone, default the last 30 days, at most 731 days), cash collected, return rate, average order, top products, orders by day and by city, and the discount codes used",
  tag: adminTag('Reports'),
  auth: 'admin',
  request: { query: reportSummaryQuery },
  success: { body: z.object({ success: z.literal(true), report: orderReportDtoSchema }) },
});
