import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable } from '../db/client';
import { unstorableTextMessage } from '@shop/core/text';
import { HttpError } from '../lib/http-errors';

export interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Zod's own wording ("Invalid input: expected string…") names no field; our schemas' messages do. */
const genericMessage = /^(Invalid|Too (small|big)|Unrecognized key|Expected)/;

/**
 * The message of a validation failure. Public calls keep SPEC's own texts as they are; with
 * alwaysNameField (the admin API) a message that does not start with its field gets it in front,
 * so "Amount cannot be negative" on price reads "price: Amount cannot be negative".
 */
export function describeIssue(issue: ValidationIssue | undefined, options: { alwaysNameField?: boolean } = {}): string {
  if (!issue) return 'Invalid request';
  const message = issue.message ?? 'is invalid';
  const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
  const field = pathParts.map(String).join('.');
  if (!field) return message;
  if (genericMessage.test(message)) return `${field}: ${message}`;
  if (options.alwaysNameField && !message.startsWith(String(pathParts[0]))) return `${field}: ${message}`;
  return message;
}

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is away. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const UNSTORABLE_TEXT_MESSAGE = unstorableTextMessage('');

/** The database's error code, on the driver's error or on the query error Drizzle wraps it in. */
function sqlStateOf(error: unknown): unknown {
  return (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
}

/**
 * PostgreSQL refuses text with a NUL byte (22021) or a character its encoding lacks (22P05), JSON with
 * half a surrogate pair (22P02), and a number beyond its column (22003). The storable-text check and
 * the schemas refuse these first, naming the field; this is the last line, should a field slip past.
 */
const clientValueCodes: Record<string, string> = {
  '22021': UNSTORABLE_TEXT_MESSAGE,
  '22P05': UNSTORABLE_TEXT_MESSAGE,
  '22P02': UNSTORABLE_TEXT_MESSAGE,
  '22003': 'A number in the request is too large.',
};

function clientValueMessage(error: unknown): string | undefined {
  const code = sqlStateOf(error);
  return typeof code === 'string' ? clientValueCodes[code] : undefined;
}

export const CONFLICT_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

/**
 * PostgreSQL gave up one of two transactions that waited on each other (40P01) or could not
 * serialise (40001). Nothing was written; the same request will most likely succeed when repeated.
 */
function isTransactionConflict(error: unknown): boolean {
  const code = sqlStateOf(error);
  return code === '40P01' || code === '40001';
}

/** One error shape for every failure: `{ success: false, message }` with an honest status code. */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined;
      return reply.code(400).send({ success: false, message: describeIssue(first) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<number, string> = {
        400: 'The request could not be read. Please check what was sent.',
        413: 'The request is too large.',
        415: 'This type of content is not accepted.',
      };
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? messages[415] : (messages[status] ?? error.message);
      return reply.code(status).send({ success: false, message });
    }
    const clientValueProblem = clientValueMessage(error);
    if (clientValueProblem) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send({ success: false, message: clientValueProblem });
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.code(409).send({ success: false, message: CONFLICT_MESSAGE });
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: `Something went wrong on our side. Please try again. (ref ${request.id})` });
  });
});
