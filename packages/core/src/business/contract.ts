import { z } from '../shared/zod';
import { publicBusinessDetailsSchema } from './business-details-schemas';
import { defineEndpoint } from '../contract/endpoint';

/** The error codes of the business details call. */
export const businessErrorCodes = {
  /** The shop has no business details row yet (a database nobody seeded). */
  notSetUp: 'BUSINESS_DETAILS_NOT_SET_UP',
} as const;

export const getBusinessDetails = defineEndpoint({
  method: 'GET',
  path: '/api/business-details',
  summary: "Business details: company, contact, location, social links, logos, stores, the shop's time zone",
  tag: 'Shop',
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), data: publicBusinessDetailsSchema }) },
  errors: { 404: [businessErrorCodes.notSetUp] },
});
