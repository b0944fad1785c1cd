import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, EndpointDefinition, EndpointResponse, ErrorDeclaration } from '@shop/core/contract/endpoint';

/** For the OpenAPI document (plugins/openapi.ts names both schemes): a call that needs a token accepts it either way. */
export const tokenSecurity: Record<string, string[]>[] = [{ tokenHeader: [] }, { bearerAuth: [] }];

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;
type RequestPart<Definition extends EndpointDefinition, Part extends string> =
  Definition['request'] extends Record<Part, infer Schema> ? Output<Schema> : unknown;

export interface EndpointRouteGeneric<Definition extends EndpointDefinition> {
  Body: RequestPart<Definition, 'body'>;
  Querystring: RequestPart<Definition, 'query'>;
  Params: RequestPart<Definition, 'params'>;
  Headers: RequestPart<Definition, 'headers'>;
}

export type EndpointRequestOf<E extends Endpoint> = FastifyRequest<EndpointRouteGeneric<E['definition']>>;

/** A handler returns the success body, or the reply when it sent one itself (cached bytes, a page). */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequestOf<E>, reply: FastifyReply) => Promise<EndpointResponse<E> | FastifyReply>;

export interface EndpointRouteOptions {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from; plugins/contract-check.ts holds answers to it. */
    endpoint?: Endpoint;
  }
}

/** What a failure with one of these codes sends: `{ success: false, code, message, fields? }` and the declared details. */
export function errorResponseSchema(declaration: ErrorDeclaration) {
  const body = z.object({
    success: z.literal(false),
    code: z.enum(declaration.codes),
    message: z.string(),
    /** On a 400: the inputs that were refused, as dotted paths (`address.zipcode`). */
    fields: z.array(z.string()).optional(),
  });
  return declaration.details ? body.extend(declaration.details.partial().shape) : body;
}

/** Fastify's response schemas for an endpoint: the success body and one error body per status. */
export function responseSchemas(endpoint: Endpoint): Record<number, unknown> {
  const responses: Record<number, unknown> = {};
  responses[endpoint.successStatus] =
    endpoint.successContentType === 'application/json'
      ? endpoint.successBody
      : { description: endpoint.summary, content: { [endpoint.successContentType]: { schema: endpoint.successBody } } };
  for (const [status, declaration] of Object.entries(endpoint.errors)) responses[Number(status)] = errorResponseSchema(declaration);
  return responses;
}

/**
 * Registers a route from its contract in packages/core: path, method, request validation, response
 * serialisation and the OpenAPI entry all come from the one definition.
 */
export function endpointRoute<E extends Endpoint>(
  parent: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: NoInfer<EndpointHandler<E>>,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { params, query, headers, body } = endpoint.request;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    config: { endpoint },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.auth === 'public' ? {} : { security: tokenSecurity }),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(headers ? { headers } : {}),
      ...(body ? { body } : {}),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      reply.code(endpoint.successStatus);
      return handler(request as unknown as EndpointRequestOf<E>, reply);
    },
  });
}
