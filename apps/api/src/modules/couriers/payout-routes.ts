import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as contract from '@shop/core/couriers/admin-contract';
import { payoutFileFields, payoutLinesBody } from '@shop/core/couriers/admin-schemas';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { invalidField } from '../../lib/http-errors';
import { validatorCompiler } from '../../lib/validation';
import { adminId } from '../../plugins/auth';
import { readPayoutUpload } from './payout-file';
import { applyPayout, getPayout, listPayouts, previewPayout, readPayoutColumns, type PayoutSource } from './payouts';

/**
 * Checks what the contract cannot (the preview takes JSON or a form) with the validator every contract
 * route uses, and fails the same way, so the error handler answers 400 INVALID_REQUEST naming the fields.
 */
function validated<Schema extends z.ZodType>(schema: Schema, data: unknown, url: string): z.output<Schema> {
  const result = validatorCompiler({ schema, method: 'POST', url, httpPart: 'body' })(data) as { value?: unknown; error?: unknown[] };
  if (result.error) throw Object.assign(new Error('The request does not match its schema'), { validation: result.error, validationContext: 'body' });
  return result.value as z.output<Schema>;
}

/** The form's `mapping` is JSON text naming the columns. */
function mappingOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidField('mapping', 'mapping must be JSON naming the columns, as {"trackingNumber": "CN Number", "codAmount": "COD Amount"}');
  }
}

const columnsFields = payoutFileFields.pick({ courier: true });

export function adminCourierPayoutRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, contract.readPayoutColumns, {}, async (request) => {
      const upload = await readPayoutUpload(request);
      const { courier } = validated(columnsFields, upload.fields, contract.readPayoutColumns.path);
      return { success: true, report: await readPayoutColumns(context, courier, upload.bytes) };
    });

    endpointRoute(app, contract.previewPayout, {}, async (request: FastifyRequest, reply) => {
      const actorId = await adminId(request);
      const path = contract.previewPayout.path;
      let courier: string;
      let source: PayoutSource;
      if (request.isMultipart()) {
        const upload = await readPayoutUpload(request);
        const fields = validated(payoutFileFields, { courier: upload.fields.courier, mapping: mappingOf(upload.fields.mapping) }, path);
        courier = fields.courier;
        source = { file: { name: upload.fileName, bytes: upload.bytes }, mapping: fields.mapping };
      } else {
        const body = validated(payoutLinesBody, request.body, path);
        courier = body.courier;
        source = { typed: body.lines };
      }
      reply.header('cache-control', 'no-store');
      return { success: true, ...(await previewPayout(context, actorId, courier, source)) };
    });

    endpointRoute(app, contract.applyPayout, {}, async (request) => {
      return { success: true, ...(await applyPayout(context, await adminId(request), request.body)) };
    });

    endpointRoute(app, contract.listPayouts, {}, async (request, reply) => {
      const { payouts, total } = await listPayouts(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, payouts, total, limit: request.query.limit, offset: request.query.offset };
    });

    endpointRoute(app, contract.getPayout, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, payout: await getPayout(context, request.params.id) };
    });
  };
}
