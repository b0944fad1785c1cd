/**
 * The baseline: a bare node:http server that answers every request with one recorded response
 * (status, headers and body of the real catalog call). No routing, no framework, no database:
 * the most a Node server can serve on this machine. Run as its own process by bench/server.ts.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { RecordedResponse } from './server';

const [responseFile, port] = process.argv.slice(2);
if (!responseFile || !port) {
  console.error('usage: node --import tsx bench/raw-server.ts <response.json> <port>');
  process.exit(2);
}

const recorded = JSON.parse(readFileSync(responseFile, 'utf8')) as RecordedResponse;
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = recorded.headers.flat();

http
  .createServer((_request, response) => {
    response.writeHead(recorded.status, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
