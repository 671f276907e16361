import { isIPv6 } from 'node:net';

/**
 * What a per-IP limit counts a client by: an IPv4 address as it is, an IPv6 one by its /64. One
 * subscriber, host or cloud instance is given a whole /64 (RFC 6177 hands out more), so counting
 * each of its addresses apart would give it endless budgets. An IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.5`, what a dual-stack socket shows) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]; // a zone (fe80::1%eth0) is the host's, not the client's
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups, and never within the first four.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(8 - headGroups.length - tailCount, 0)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
