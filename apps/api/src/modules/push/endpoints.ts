import { lookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

/**
 * Where the shop may send a push: a push service on the internet. A subscription names its endpoint
 * itself, so without these checks the owner's console (or whoever holds an owner's token) could point
 * the shop's POSTs at the machine's own services or the cloud's metadata address.
 */

/** Only a global unicast address: private, loopback, link-local, unique-local, unspecified, mapped and the like are refused. */
export function isPublicAddress(address: string): boolean {
  // process() reads an IPv4-mapped IPv6 address as the IPv4 address it carries.
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** The URL's host as an address or a name: an IPv6 literal without its brackets, a name without its final dot. */
export function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** Names that are this machine whatever DNS says (RFC 6761). */
export function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/** NODE_ENV=test's local push service (PUSH_TEST_ENDPOINT_ORIGIN): plain http on a loopback address, let through. */
export function isTestEndpoint(config: Pick<Config, 'pushTestEndpointOrigin'>, url: URL): boolean {
  return config.pushTestEndpointOrigin !== undefined && url.origin === config.pushTestEndpointOrigin;
}

/**
 * The connection's own name lookup: an address that was public when the owner subscribed may not be
 * now (DNS rebinding), so every address a name resolves to is checked again before connecting.
 */
export const publicAddressesOnly: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) {
      const notPublic = Object.assign(new Error(`${hostname} resolves to ${refused.address}, not a public address`), { code: 'ENOTPUBLIC' });
      return callback(notPublic, '', 0);
    }
    if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** Why a literal address or a local name may not be sent to, or undefined: a connection to an IP never asks the lookup. */
export function refusedLiteralHost(url: URL): string | undefined {
  const host = bareHost(url);
  if (isLocalName(host) || (isIP(host) !== 0 && !isPublicAddress(host))) return `${url.hostname} is not a public address`;
  return undefined;
}
