import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorStatus } from '@shop/core/contract/endpoint';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable } from '../db/client';
import { unstorableTextMessage } from '@shop/core/shared/text';
import { HttpError } from '../lib/http-errors';

export interface ValidationIssue {
  /** Zod's issue code ('invalid_type', 'too_small', …). */
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/**
 * The message of a validation failure. Public calls keep the texts of docs/product.md §8 as they are (zod's default
 * texts already name their field, lib/validation.ts); with alwaysNameField (the admin API) a message
 * gets its field in front unless it begins with it, so "Amount cannot be negative" on price reads
 * "price: Amount cannot be negative" and "discountprice must be below price" stays as it is.
 */
export function describeIssue(issue: ValidationIssue | undefined, options: { alwaysNameField?: boolean } = {}): string {
  if (!issue) return 'Invalid request';
  const message = issue.message ?? 'is invalid';
  const field = issuePath(issue);
  if (!field || !options.alwaysNameField || message.startsWith(field.split('.')[0]!)) return message;
  return `${field}: ${message}`;
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
const unstorableText = { code: commonErrorCodes.unstorableText, message: UNSTORABLE_TEXT_MESSAGE };
const clientValueCodes: Record<string, { code: string; message: string }> = {
  '22021': unstorableText,
  '22P05': unstorableText,
  '22P02': unstorableText,
  '22003': { code: commonErrorCodes.invalidRequest, message: 'A number in the request is too large.' },
};

function clientValueMessage(error: unknown): { code: string; message: string } | undefined {
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

function send(reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ success: false, code, message, ...extra });
}

/** Every dotted path the validation refused, in order, once each. */
function refusedFields(issues: readonly ValidationIssue[]): string[] {
  return [...new Set(issues.map(issuePath).filter((path) => path !== ''))];
}

function issuePath(issue: ValidationIssue): string {
  return (issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? []).map(String).join('.');
}

/** A JSON body that is missing or not an object: zod's type issue at the top of the body. */
function isMissingBody(error: { validationContext?: string; validation: readonly ValidationIssue[] }): boolean {
  const first = error.validation[0];
  return error.validationContext === 'body' && issuePath(first ?? {}) === '' && first?.keyword === 'invalid_type';
}

/**
 * One error shape for every failure: `{ success: false, code, message, fields? }` with an honest status.
 * With `strict` (development and tests), a status or code the route's contract does not declare is a
 * bug in the contract or the service: it is logged and answered with a 500 a test cannot miss.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance, options: { strict?: boolean } = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, code: string, message: string, extra?: Record<string, unknown>) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (options.strict && endpoint && !endpoint.errors[status as ErrorStatus]?.codes.includes(code)) {
        request.log.error({ err: error, status, code }, `${endpoint.method} ${endpoint.path} answered ${status} ${code}, which its contract does not declare`);
        return send(reply, 500, 'CONTRACT_BREACH', `${status} ${code} is not in the contract of ${endpoint.method} ${endpoint.path}`);
      }
      return send(reply, status, code, message, extra);
    };
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return answer(error.statusCode, error.code, error.message, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const isAdmin = request.routeOptions.config.endpoint?.auth === 'admin';
      // Shop owners send whole forms: on the admin API every message names its field.
      const message = isAdmin && isMissingBody(error) ? 'Send the fields as a JSON object' : describeIssue(issues[0], { alwaysNameField: isAdmin });
      return answer(400, commonErrorCodes.invalidRequest, message, { fields: refusedFields(issues) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return answer(415, commonErrorCodes.unsupportedMediaType, 'This type of content is not accepted.');
    if (error.statusCode === 413) return answer(413, commonErrorCodes.requestTooLarge, 'The request is too large.');
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return answer(400, commonErrorCodes.unreadableRequest, 'The request could not be read. Please check what was sent.');
    }
    const clientValueProblem = clientValueMessage(error);
    if (clientValueProblem) {
      request.log.warn({ err: error }, 'value refused by the database');
      return answer(400, clientValueProblem.code, clientValueProblem.message);
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction conflict');
      return answer(409, commonErrorCodes.concurrentChange, CONFLICT_MESSAGE);
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(reply, 503, commonErrorCodes.serviceUnavailable, UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'INTERNAL_ERROR', `Something went wrong on our side. Please try again. (ref ${request.id})`);
  });
});
