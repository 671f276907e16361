import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/**
 * Address ranges a webhook is never delivered to (unless WEBHOOK_ALLOW_PRIVATE=true): everything
 * that is not a public unicast destination. IPv4-mapped IPv6 forms (::ffff:127.0.0.1) fall in the
 * IPv4 ranges: Node's BlockList matches them.
 */
const RANGES: Array<[network: string, prefix: number, family: Family, kind: string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  // IPv4-compatible IPv6 (deprecated), e.g. ::127.0.0.1
  ['::', 96, 'ipv6', 'reserved'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const LISTS = RANGES.map(([network, prefix, family, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, kind };
});

/**
 * What makes an IP address a forbidden webhook destination ("loopback", "private", ...), or
 * undefined for a public unicast address. Anything that is not an IP address is "invalid".
 */
export function forbiddenKind(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'invalid';
  const type: Family = family === 4 ? 'ipv4' : 'ipv6';
  return LISTS.find(({ list }) => list.check(address, type))?.kind;
}
