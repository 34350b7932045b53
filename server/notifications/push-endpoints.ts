import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address of a host name, as the system resolver answers (what fetch would connect to). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const systemLookup: HostLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/** Addresses that are not the public internet: this machine, private networks, link-local, cloud metadata, … */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet (an IPv4 address written as IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostAllowed = (hostname: string, hosts: readonly string[]) =>
  hosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host,
  );

export type PushEndpointPolicy = {
  /** The push services' hosts (`*.` for any subdomain). */
  hosts: readonly string[];
  /** Tests only (refused in production): a push service on this machine, over http. */
  allowLocal: boolean;
  lookup: HostLookup;
};

/**
 * Whether the server may send a push to this endpoint: https, on a known push service's host, every address the host
 * resolves to public. Checked when a browser subscribes and again before each push (a name may resolve elsewhere by
 * then). The URL parser has already turned odd spellings of an address (0x7f000001, 2130706433) into the plain one.
 */
export async function isPushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && !(policy.allowLocal && url.protocol === 'http:')) return false;
  if (!hostAllowed(hostname, policy.hosts)) return false;
  if (policy.allowLocal) return true;
  const addresses = isIP(hostname) ? [hostname] : await policy.lookup(hostname).catch(() => []);
  return addresses.length > 0 && addresses.every(isPublicAddress);
}
