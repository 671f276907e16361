import { isIPv6 } from 'node:net';

/**
 * What a per-IP limit counts a client by: an IPv4 address as it is, an IPv6 one by its /64. One
 * subscriber, host or cloud instance is given a whole /64 (often more), so counting each of its
 * addresses apart would give it endless budgets. An IPv4-mapped IPv6 address (::ffff:0:0/96, what a
 * dual-stack socket shows, however it is written) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]; // a zone (fe80::1%eth0) is the host's, not the client's
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and an IPv4 tail made two groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const [first, last] = [parse(head), parse(tail)];
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
