import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import type { z } from 'zod';
import type { Endpoint, ErrorStatus } from '@shop/core/contract/endpoint';
import { errorResponseSchema } from '../lib/endpoint-route';

/** The schema an answer with this status must match, or undefined when the contract has none for it. */
function schemaFor(endpoint: Endpoint, status: number): z.ZodType | undefined {
  if (status === endpoint.successStatus) return endpoint.successContentType === 'application/json' ? endpoint.successBody : undefined;
  const declaration = endpoint.errors[status as ErrorStatus];
  return declaration ? errorResponseSchema(declaration) : undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths present in what the handler sent but missing from what the schema lets through. */
export function droppedPaths(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, index) => droppedPaths(item, kept[index], `${path}[${index}]`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const childPath = path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    if (!(key in kept)) return [childPath];
    return droppedPaths(value, kept[key], childPath);
  });
}

/** Why an answer breaks its contract, or undefined when it keeps it. */
export function contractBreach(endpoint: Endpoint, status: number, payload: unknown): string | undefined {
  if (status === 304 || status >= 500) return undefined;
  const schema = schemaFor(endpoint, status);
  if (!schema)
    return endpoint.successContentType === 'application/json' || status !== endpoint.successStatus ? `status ${status} is not in the contract` : undefined;
  const result = safeEncode(schema as unknown as $ZodType, payload);
  if (!result.success)
    return `the ${status} body does not match: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  const dropped = droppedPaths(payload, result.data);
  return dropped.length > 0 ? `the ${status} body has fields the contract leaves out: ${dropped.slice(0, 5).join(', ')}` : undefined;
}

function jsonOf(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const checked = new WeakSet<FastifyRequest>();

function breachAnswer(request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, breach: string) {
  request.log.error(`${endpoint.method} ${endpoint.path} broke its contract: ${breach}`);
  reply.code(500).type('application/json; charset=utf-8');
  return { success: false, code: 'CONTRACT_BREACH', message: `${endpoint.method} ${endpoint.path}: ${breach}` };
}

/**
 * In development and tests, holds every answer of a contract route to its contract: a body that does
 * not match, a field the schema would silently drop, or an undeclared status becomes a 500 that names
 * the breach. Bodies sent as bytes (the response cache) are checked too. Production skips the check.
 */
export const contractCheckPlugin = fp(async function contractCheck(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return payload;
    checked.add(request);
    const breach = contractBreach(endpoint, reply.statusCode, payload);
    return breach ? breachAnswer(request, reply, endpoint, breach) : payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || checked.has(request) || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const breach = contractBreach(endpoint, reply.statusCode, jsonOf(payload));
    return breach ? JSON.stringify(breachAnswer(request, reply, endpoint, breach)) : payload;
  });
});

function zodSchemaOf(schema: unknown): $ZodType | undefined {
  if (isPlainObject(schema) && isPlainObject(schema.content)) {
    const first = Object.values(schema.content)[0];
    return isPlainObject(first) ? (first.schema as $ZodType) : undefined;
  }
  return schema as $ZodType;
}

/**
 * Serialises answers through their contract's schema, so nothing the schema leaves out reaches a
 * client. Should a body not match in production (the strict check keeps that out of tests), the shop
 * logs it and still answers rather than turning a served page into a 500.
 */
export function contractSerializerCompiler(log: FastifyBaseLogger): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    return (data) => {
      if (!zodSchema) return JSON.stringify(data);
      const result = safeEncode(zodSchema, data);
      if (result.success) return JSON.stringify(result.data);
      log.error({ issues: result.error.issues }, `${method} ${url}: the answer does not match its contract`);
      return JSON.stringify(data);
    };
  };
}
