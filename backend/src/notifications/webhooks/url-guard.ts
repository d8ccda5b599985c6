import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_LIMITS } from '@orbitwise/contracts/admin';
import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { invalidRequest } from '../../platform/http/validation';

/** Every address a host name resolves to (dns.lookup with `all`). */
export type LookupAll = (hostname: string) => Promise<{ address: string }[]>;

export interface UrlPolicy {
  requireHttps: boolean;
  allowPrivateNetworks: boolean;
  /** Gives up resolving after this long (getaddrinfo has no timeout of its own). */
  lookupTimeoutMs: number;
  lookup?: LookupAll;
}

const PUBLIC_ONLY = 'webhooks are only sent to public addresses.';

/** ipaddr.js range names (1.x and 2.x) read as words; anything not listed is "special-purpose". */
const RANGE_LABELS: Record<string, string> = {
  loopback: 'loopback',
  private: 'private network',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  reserved: 'reserved',
};

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** Benchmarking (RFC 2544): not routed on the internet, yet ipaddr.js 1.x calls it unicast. */
const BENCHMARKING_V4 = ipaddr.IPv4.parseCIDR('198.18.0.0/15');

/**
 * Why `address` is not a public unicast address, as a word such as "loopback", or null when it is.
 * IPv6 must be global unicast (2000::/3, minus the ranges ipaddr.js names); an IPv4-mapped
 * address is named by the IPv4 address inside it, and refused either way.
 */
export function nonPublicRange(address: string): string | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) {
    const v4 = ipaddr.IPv4.parse(address);
    const range = v4.range();
    if (range === 'unicast') return v4.match(BENCHMARKING_V4) ? 'reserved' : null;
    return RANGE_LABELS[range] ?? 'special-purpose';
  }
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) {
    const inner = nonPublicRange(v6.toIPv4Address().toString());
    return inner ? `IPv4-mapped ${inner}` : 'IPv4-mapped';
  }
  const range = v6.range();
  if (range === 'unicast' && v6.match(GLOBAL_UNICAST_V6)) return null;
  return RANGE_LABELS[range] ?? 'special-purpose';
}

const article = (word: string) => (/^([aeio]|u(?!ni))/i.test(word) ? 'an' : 'a');

/** IPv4-mapped addresses as people write them (::ffff:10.0.0.1), not in hex. */
function display(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const v6 = ipaddr.IPv6.parse(address);
  return v6.isIPv4MappedAddress() ? `::ffff:${v6.toIPv4Address().toString()}` : address;
}

function addressProblem(address: string, host: string | null): string | null {
  const range = nonPublicRange(address);
  if (range === null) return null;
  const shown = display(address);
  const subject = host === null ? `${shown} is` : `${host} resolves to ${shown},`;
  if (range === 'IPv4-mapped') return `${subject} an IPv4-mapped address: write the IPv4 address itself.`;
  return `${subject} ${article(range)} ${range} address: ${PUBLIC_ONLY}`;
}

const defaultLookup: LookupAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

async function resolve(host: string, policy: UrlPolicy): Promise<{ address: string }[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), policy.lookupTimeoutMs);
  });
  try {
    const addresses = await Promise.race([(policy.lookup ?? defaultLookup)(host), timeout]);
    return addresses && addresses.length > 0 ? addresses : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Why `raw` may not be a webhook URL, as a sentence for the console, or null when it may. The
 * syntax is checked first, so a refused URL is never resolved; a literal IP address is checked as
 * is, a name by every address it resolves to (one private address among public ones is enough to
 * refuse it: the connection may use any of them).
 */
export async function webhookUrlProblem(raw: string, policy: UrlPolicy): Promise<string | null> {
  // The URL parser would silently drop tabs and line breaks: what is stored must be what was typed.
  if (/[\s\p{Cc}]/u.test(raw.trim())) return 'A webhook URL may not contain spaces or control characters.';
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks.';
  }
  if (policy.requireHttps ? url.protocol !== 'https:' : !['http:', 'https:'].includes(url.protocol)) {
    return policy.requireHttps ? 'Webhook URLs must use https.' : 'Webhook URLs must use http or https.';
  }
  if (url.username !== '' || url.password !== '') {
    return 'A webhook URL may not contain a user name or password.';
  }
  if (url.href.includes('#')) return 'A webhook URL may not contain a fragment (#…).';
  if (url.href.length > ADMIN_LIMITS.webhookUrlMax) {
    return `A webhook URL may be at most ${ADMIN_LIMITS.webhookUrlMax} characters long.`;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return policy.allowPrivateNetworks ? null : addressProblem(host, null);
  if (!policy.allowPrivateNetworks && /(^|\.)localhost\.?$/i.test(host)) {
    return `${host} is this server (loopback): ${PUBLIC_ONLY}`;
  }
  const addresses = await resolve(host, policy);
  if (addresses === null) return `${host} could not be resolved.`;
  if (policy.allowPrivateNetworks) return null;
  for (const { address } of addresses) {
    const problem = addressProblem(address, host);
    if (problem) return problem;
  }
  return null;
}

/** Checks a webhook URL before it is stored, with the configured policy. */
@Injectable()
export class WebhookUrlGuard {
  private readonly policy: UrlPolicy;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.policy = {
      requireHttps: config.notifications.webhookRequireHttps,
      allowPrivateNetworks: config.notifications.webhookAllowPrivateNetworks,
      lookupTimeoutMs: config.notifications.webhookTimeoutSeconds * 1000,
    };
  }

  /**
   * The URL as it will be requested (`new URL(raw).href`, so what was checked is what is sent);
   * a 400 problem naming `url` when it may not be used.
   */
  async check(raw: string): Promise<string> {
    const problem = await webhookUrlProblem(raw, this.policy);
    if (problem) throw invalidRequest({ url: [problem] });
    return new URL(raw.trim()).href;
  }
}
