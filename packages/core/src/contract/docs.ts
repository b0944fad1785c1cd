import { z } from '../shared/zod';
import { defineEndpoint } from './endpoint';

const tag = 'Docs';

export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/docs/openapi.json',
  summary: 'This API as an OpenAPI 3 document',
  tag,
  auth: 'public',
  // The document describes itself: its shape is OpenAPI's, not the shop's.
  success: { body: z.record(z.string(), z.unknown()) },
});

export const getDocsPage = defineEndpoint({
  method: 'GET',
  path: '/api/docs',
  summary: 'Every API path, method and summary, as a page',
  tag,
  auth: 'public',
  success: { body: z.string(), contentType: 'text/html; charset=utf-8' },
});
