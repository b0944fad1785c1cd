import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * An IPv6 subscriber is handed at least a /64 (RFC 6177) and may use every address in it, so a
 * client is its /64: counted per address, one home line would be 2^64 clients.
 */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

/**
 * The client a per-client limit counts: an IPv4 address as is (also when written IPv4-mapped,
 * `::ffff:a.b.c.d`, as a dual-stack socket reports it), any other IPv6 address as its /64 in one
 * spelling (RFC 5952, zone id dropped). Text that is no address (only a misconfigured proxy forwards
 * such) is its own client.
 */
export function clientKeyOf(address: string): string {
  // The zone names an interface of this machine, not the client, and the parser knows only some spellings of it.
  const withoutZone = address.split('%', 1)[0]!;
  if (!ipaddr.isValid(withoutZone)) return address;
  const parsed = ipaddr.process(withoutZone);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < IPV6_CLIENT_PREFIX_GROUPS ? part : 0));
  return `${new ipaddr.IPv6(prefix).toRFC5952String()}/64`;
}

/** The client behind a request (request.ip: the connection's address, or a trusted proxy's X-Forwarded-For). */
export const clientKey = (request: FastifyRequest): string => clientKeyOf(request.ip);
