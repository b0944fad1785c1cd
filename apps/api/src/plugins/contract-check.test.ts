import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@shop/core/contract/endpoint';
import { endpointRoute } from '../lib/endpoint-route';
import { conflict, notFound } from '../lib/http-errors';
import { contractCheckPlugin, contractSerializerCompiler, droppedPaths } from './contract-check';
import { errorsPlugin } from './errors';

const thing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id',
  summary: 'One thing',
  tag: 'Things',
  auth: 'public',
  request: { params: z.object({ id: z.string() }) },
  success: { body: z.object({ success: z.literal(true), thing: z.object({ name: z.string(), tags: z.array(z.object({ label: z.string() })) }) }) },
  errors: { 404: ['THING_NOT_FOUND'] },
});

/** What each :id makes the handler do: keep the contract, or break it one way or another. */
const behaviours: Record<string, () => unknown> = {
  kept: () => ({ success: true, thing: { name: 'Soap', tags: [{ label: 'new' }] } }),
  extraField: () => ({ success: true, thing: { name: 'Soap', tags: [{ label: 'new', secret: 'x' }] } }),
  wrongType: () => ({ success: true, thing: { name: 7, tags: [] } }),
  missing: () => {
    throw notFound('THING_NOT_FOUND', 'No such thing');
  },
  undeclaredCode: () => {
    throw notFound('SOMETHING_ELSE', 'No such thing');
  },
  undeclaredStatus: () => {
    throw conflict('THING_EXISTS', 'Exists');
  },
};

async function appWith(strict: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler(app.log));
  await app.register(errorsPlugin, { strict });
  if (strict) await app.register(contractCheckPlugin);
  endpointRoute(app, thing, {}, async (request, reply) => {
    const id = request.params.id;
    if (id === 'cachedBytes') return reply.type('application/json').send(Buffer.from('{"success":true,"thing":{"name":"Soap","tags":[],"cost":5}}'));
    return behaviours[id]!() as never;
  });
  await app.ready();
  return app;
}

describe('answers held to their contract (strict, as in development and tests)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(true);
  });
  afterAll(async () => app?.close());

  const get = (id: string) => app.inject({ method: 'GET', url: `/api/things/${id}` });

  it('lets an answer that keeps the contract through unchanged', async () => {
    const response = await get('kept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, thing: { name: 'Soap', tags: [{ label: 'new' }] } });
  });

  it('sends a declared error with its code', async () => {
    const response = await get('missing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'THING_NOT_FOUND', message: 'No such thing' });
  });

  it.each([
    ['extraField', 'fields the contract leaves out: thing.tags[0].secret'],
    ['wrongType', 'thing.name'],
    ['cachedBytes', 'fields the contract leaves out: thing.cost'],
    ['undeclaredCode', '404 SOMETHING_ELSE is not in the contract of GET /api/things/:id'],
    ['undeclaredStatus', '409 THING_EXISTS is not in the contract of GET /api/things/:id'],
  ])('turns a breach (%s) into a 500 that names it', async (id, named) => {
    const response = await get(id);
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('CONTRACT_BREACH');
    expect(response.json().message).toContain(named);
  });
});

describe('answers in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(false);
  });
  afterAll(async () => app?.close());

  it('never sends a field the contract leaves out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/extraField' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, thing: { name: 'Soap', tags: [{ label: 'new' }] } });
  });

  it('still answers (and logs) when a body does not match, rather than failing the shopper', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/wrongType' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, thing: { name: 7, tags: [] } });
  });
});

describe('droppedPaths', () => {
  it('names what the schema let fall, however deep, and nothing that was undefined', () => {
    expect(droppedPaths({ a: 1, b: { c: 2, d: undefined }, e: [{ f: 1, g: 2 }] }, { a: 1, b: {}, e: [{ f: 1 }] })).toEqual(['b.c', 'e[0].g']);
  });
});
