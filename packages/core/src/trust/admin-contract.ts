import { z } from '../shared/zod';
import { blockBody } from './admin-schemas';
import { blockDtoSchema } from './admin-dtos';
import { defineEndpoint } from '../contract/endpoint';
import { adminIdParams, adminTag } from '../contract/admin-shared';

/** The error codes of the blocklist calls (docs/product.md §4 Trust). */
export const blockErrorCodes = {
  /** No order was placed with the phone, no account has the email, or no account has the id. */
  blockTargetUnknown: 'BLOCK_TARGET_UNKNOWN',
  alreadyBlocked: 'ALREADY_BLOCKED',
  blockNotFound: 'BLOCK_NOT_FOUND',
} as const;

const tag = adminTag('Blocklist');

export const listAdminBlocks = defineEndpoint({
  method: 'GET',
  path: '/api/admin/blocks',
  summary: 'The blocked phone numbers, account emails and accounts, newest first, each with its reason and its open orders',
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), blocks: z.array(blockDtoSchema) }) },
});

export const createAdminBlock = defineEndpoint({
  method: 'POST',
  path: '/api/admin/blocks',
  summary: 'Block a phone number ({ phone }), an account email ({ email }) or an account ({ userId }), with a reason: it can no longer place orders',
  tag,
  auth: 'admin',
  request: { body: blockBody },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), block: blockDtoSchema }) },
  errors: { 404: [blockErrorCodes.blockTargetUnknown], 409: [blockErrorCodes.alreadyBlocked] },
});

export const deleteAdminBlock = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/blocks/:id',
  summary: 'Lift a block',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: { 404: [blockErrorCodes.blockNotFound] },
});
