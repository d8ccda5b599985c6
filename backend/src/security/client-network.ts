import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * The unit a client's address is counted in, as SQL's `client_network()` makes it: an IPv4 address
 * alone, an IPv4-mapped IPv6 address as that IPv4 address, any other IPv6 address as its /64 (one
 * subscriber's share: its 2^64 addresses are one client). `unknown` when there is no valid address.
 */
export function clientNetwork(ip: string | null | undefined): string {
  if (!ip || isIP(ip) === 0) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
