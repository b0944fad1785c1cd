import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses text responses (JSON, pages) for clients that accept it: a phone on a slow line gets a
 * third of the bytes. Brotli at a middle quality costs well under a millisecond for our largest
 * answers; the web app's scripts and styles are compressed once at build time instead (web-app.ts).
 * Request bodies are not decompressed: no client of ours sends them compressed.
 */
export const compressionPlugin = fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    globalDecompression: false,
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
