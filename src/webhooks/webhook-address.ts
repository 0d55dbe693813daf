import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may never go: private, loopback, link-local, shared (carrier-grade NAT),
 * unspecified, multicast, reserved and documentation ranges, in IPv4 and IPv6, and IPv4 addresses
 * written as IPv6 (::ffff:a.b.c.d), so that a partner's URL cannot reach this server's own network.
 */
const BLOCKED = new BlockList();
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
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP address) is one a webhook may not reach; a text that is no IP address counts as blocked. */
export function isBlockedAddress(withZone: string): boolean {
  // A zone (fe80::1%eth0) names an interface, not another address.
  const address = withZone.split('%')[0];
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  const mapped = mappedIpv4(address);
  return mapped !== null ? BLOCKED.check(mapped, 'ipv4') : BLOCKED.check(address, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1, 0::ffff:7f00:1 ...), else null. */
function mappedIpv4(address: string): string | null {
  // The URL parser writes an IPv6 address in its one canonical form: [::ffff:7f00:1].
  const groups = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(new URL(`http://[${address}]`).hostname);
  if (!groups) return null;
  const [high, low] = [parseInt(groups[1], 16), parseInt(groups[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The host of a URL as an IP address when it is written as one ([::1] without its brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

export function refusedAddressMessage(address: string): string {
  return `Refused: ${address} is a private, loopback or link-local address`;
}
