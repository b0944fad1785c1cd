import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { findUnstorableText, unstorableTextMessage } from '@shop/core/shared/text';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { HttpError } from '../lib/http-errors';

/**
 * Every text a request carries (path parameters, query, JSON body) is checked once, before any
 * route's schema, for characters the database cannot store, so that no field can be forgotten and
 * the answer names the field. Multipart forms are read by their routes, which call the same check.
 */
export const storableTextPlugin = fp(async function storableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path) throw new HttpError(400, commonErrorCodes.unstorableText, unstorableTextMessage(path.join('.')), { fields: [path.join('.')] });
    }
  });
});
