import { describe, expect, it } from 'vitest';
import { z } from '../shared/zod';
import { defineEndpoint, endpointPath } from './endpoint';

describe('defineEndpoint', () => {
  it('adds the errors every call gives to the call own ones, for a public read', () => {
    const read = defineEndpoint({
      method: 'GET',
      path: '/api/thing/:id',
      summary: 'A thing',
      tag: 'Things',
      auth: 'public',
      success: { body: z.object({ success: z.literal(true) }) },
      errors: { 404: ['THING_NOT_FOUND'] },
    });
    expect(read.successStatus).toBe(200);
    expect(Object.fromEntries(Object.entries(read.errors).map(([status, declaration]) => [status, declaration.codes]))).toEqual({
      400: ['INVALID_REQUEST', 'UNSTORABLE_TEXT'],
      404: ['THING_NOT_FOUND'],
      429: ['RATE_LIMITED'],
      503: ['SERVICE_UNAVAILABLE'],
    });
  });

  it('adds login, admin, body and conflict errors to an admin write, merging codes of one status', () => {
    const write = defineEndpoint({
      method: 'POST',
      path: '/api/admin/things',
      summary: 'Create a thing',
      tag: 'Admin: Things',
      auth: 'admin',
      request: { body: z.object({ name: z.string() }) },
      success: { status: 201, body: z.object({ success: z.literal(true) }) },
      errors: { 409: { codes: ['THING_EXISTS'], details: z.object({ existingId: z.string() }) } },
    });
    expect(write.successStatus).toBe(201);
    expect(write.errors[401]?.codes).toEqual(['NOT_LOGGED_IN']);
    expect(write.errors[403]?.codes).toEqual(['ADMIN_ONLY']);
    expect(write.errors[400]?.codes).toEqual(['INVALID_REQUEST', 'UNSTORABLE_TEXT', 'UNREADABLE_REQUEST']);
    expect(write.errors[409]?.codes).toEqual(['CONCURRENT_CHANGE', 'THING_EXISTS']);
    expect(Object.keys(write.errors[409]?.details?.shape ?? {})).toEqual(['existingId']);
    expect(write.errors[413]?.codes).toEqual(['REQUEST_TOO_LARGE']);
    expect(write.errors[415]?.codes).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
  });
});

describe('endpointPath', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath('/api/blogs/:id', { id: 'a b/c' })).toBe('/api/blogs/a%20b%2Fc');
    expect(endpointPath('/api/admin/categories/:name/x', { name: 'Face Care' })).toBe('/api/admin/categories/Face%20Care/x');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointPath('/api/blogs/:id', {})).toThrow('/api/blogs/:id needs the parameter id');
  });
});
