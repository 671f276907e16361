import { isIPv6 } from 'node:net';

/**
 * What a per-IP limit counts a client by: an IPv4 address as it is, an IPv6 one by its /64. One
 * subscriber, host or cloud instance is given a whole /64 (often more), so counting each of its
 * addresses apart would give it endless budgets. An IPv6 address that carries an IPv4 one counts as
 * that IPv4 address: IPv4-mapped (::ffff:0:0/96, what a dual-stack socket shows, however it is
 * written), NAT64's well-known prefix (64:ff9b::/96), and 6to4 (2002::/16, whose every /64 of a
 * /48 is the one IPv4 host's).
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]; // a zone (fe80::1%eth0) is the host's, not the client's
  if (!isIPv6(address)) return address;
  const g = ipv6Groups(address);
  const ipv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4(g[6], g[7]);
  if (g[0] === 0x2002) return ipv4(g[1], g[2]);
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
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
