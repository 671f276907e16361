import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 67,
  title: 'Firewall Rules Written in CIDR',
  category: 'bits',
  difficulty: 7,
  variations: {
    A: {
      description:
        'The firewall change request says only "allow 10.20.30.40/8", and the change advisory board wants the actual range spelled out before anyone touches production. ' +
        'An IPv4 address is four decimal octets 0-255 joined by dots (no leading zeros), read as a 32-bit number with the first octet most significant; a block a.b.c.d/p (0 <= p <= 32) contains every address whose first p bits equal those of a.b.c.d (host bits in a.b.c.d may be set and are ignored). ' +
        'Given a block, print its network address (the lowest address in it) and its broadcast address (the highest).',
      human: {
        input_format: 'A single line with one block a.b.c.d/p. The widest block 0.0.0.0/0 covers everything and prints 0.0.0.0 and 255.255.255.255.',
        output_format: 'Two lines: the network address, then the broadcast address, both in dotted form.',
        examples: { input: '192.168.1.77/24\n', output: '192.168.1.0\n192.168.1.255\n' },
      },
      hints: ['The network address clears the last 32 - p bits, the broadcast address sets them.', 'In JavaScript, -1 << 32 is -1, not 0: shifts are taken modulo 32.'],
      par: 125,
      cases: [
        { tag: 'empty', input: '0.0.0.0/0\n', output: '0.0.0.0\n255.255.255.255\n' },
        { tag: 'minimum', input: '10.0.0.1/32\n', output: '10.0.0.1\n10.0.0.1\n' },
        { tag: 'typical', input: '192.168.1.77/24\n', output: '192.168.1.0\n192.168.1.255\n' },
        { tag: 'typical', input: '10.20.30.40/8\n', output: '10.0.0.0\n10.255.255.255\n' },
        { tag: 'tricky', input: '172.16.5.4/12\n', output: '172.16.0.0\n172.31.255.255\n' },
        { tag: 'tricky', input: '10.0.0.255/31\n', output: '10.0.0.254\n10.0.0.255\n' },
        { tag: 'typical', input: '203.0.113.200/27\n', output: '203.0.113.192\n203.0.113.223\n' },
        { tag: 'tricky', input: '255.255.255.255/1\n', output: '128.0.0.0\n255.255.255.255\n' },
        { tag: 'maximum', input: '255.255.255.255/32\n', output: '255.255.255.255\n255.255.255.255\n' },
        { tag: 'maximum', input: '255.255.255.255/0\n', output: '0.0.0.0\n255.255.255.255\n' },
      ],
    },
    B: {
      description:
        'After the incident you have to check which of the suspicious client addresses from the access log were covered by the allow rule. ' +
        'An IPv4 address is four decimal octets 0-255 joined by dots (no leading zeros), read as a 32-bit number with the first octet most significant; a block a.b.c.d/p (0 <= p <= 32) contains every address whose first p bits equal those of a.b.c.d (host bits in a.b.c.d may be set and are ignored). ' +
        'Given one block and a list of k addresses (0 <= k <= 500), print how many of the addresses lie inside the block.',
      human: {
        input_format: 'The first line holds the block a.b.c.d/p, the second line holds k (0 <= k <= 500), and each of the next k lines holds one address. The emptiest input has k = 0 and prints 0.',
        output_format: 'One integer: the number of addresses inside the block.',
        examples: { input: '10.0.0.0/8\n3\n10.1.2.3\n11.0.0.1\n10.255.255.255\n', output: '2\n' },
      },
      hints: ['Two addresses are in the same /p block exactly when their first p bits agree.'],
      par: 165,
      cases: [
        { tag: 'empty', input: '10.0.0.0/8\n0\n', output: '0\n' },
        { tag: 'minimum', input: '1.2.3.4/32\n1\n1.2.3.4\n', output: '1\n' },
        { tag: 'typical', input: '192.168.1.77/24\n4\n192.168.1.1\n192.168.2.1\n192.168.1.255\n192.168.0.255\n', output: '2\n' },
        { tag: 'tricky', input: '172.16.0.0/12\n4\n172.15.255.255\n172.16.0.0\n172.31.255.255\n172.32.0.0\n', output: '2\n' },
        { tag: 'tricky', input: '0.0.0.0/0\n3\n0.0.0.0\n255.255.255.255\n128.0.0.1\n', output: '3\n' },
        { tag: 'tricky', input: '128.0.0.0/1\n3\n127.255.255.255\n128.0.0.0\n255.255.255.255\n', output: '2\n' },
        { tag: 'typical', input: '10.0.0.0/31\n3\n10.0.0.0\n10.0.0.1\n10.0.0.2\n', output: '2\n' },
        { tag: 'maximum', input: '10.128.0.0/9\n500\n' + Array.from({ length: 500 }, (_, i) => [10, (i * 37) % 256, (i * 91) % 256, (i * 13) % 256].join('.')).join('\n') + '\n', output: '249\n' },
        { tag: 'maximum', input: '10.20.16.0/20\n500\n' + Array.from({ length: 500 }, (_, i) => [10, 20, (i * 7) % 64, (i * 29) % 256].join('.')).join('\n') + '\n', output: '126\n' },
      ],
    },
    C: {
      description:
        'The security team wants a single firewall rule covering a handful of addresses, and it has to be as narrow as possible. ' +
        'An IPv4 address is four decimal octets 0-255 joined by dots (no leading zeros), read as a 32-bit number with the first octet most significant; a block a.b.c.d/p (0 <= p <= 32) contains every address whose first p bits equal those of a.b.c.d (host bits in a.b.c.d may be set and are ignored). ' +
        'Given k addresses (0 <= k <= 500), print the smallest block that contains all of them, written as network-address/p with the largest possible p, or none when k = 0.',
      human: {
        input_format: 'The first line holds k (0 <= k <= 500); each of the next k lines holds one address. The emptiest input is the single line 0, which prints none.',
        output_format: 'One line: the block in the form a.b.c.d/p, where a.b.c.d is the network address (host bits cleared), or the word none.',
        examples: { input: '3\n192.168.1.10\n192.168.1.200\n192.168.1.77\n', output: '192.168.1.0/24\n' },
      },
      hints: ['Only the lowest and the highest address matter.', 'p is the length of the common binary prefix of all addresses.'],
      par: 317,
      cases: [
        { tag: 'empty', input: '0\n', output: 'none\n' },
        { tag: 'minimum', input: '1\n192.168.0.1\n', output: '192.168.0.1/32\n' },
        { tag: 'typical', input: '2\n10.0.0.1\n10.0.0.2\n', output: '10.0.0.0/30\n' },
        { tag: 'tricky', input: '2\n127.255.255.255\n128.0.0.0\n', output: '0.0.0.0/0\n' },
        { tag: 'tricky', input: '3\n8.8.8.8\n8.8.8.8\n8.8.8.8\n', output: '8.8.8.8/32\n' },
        { tag: 'typical', input: '3\n192.168.1.10\n192.168.1.200\n192.168.1.77\n', output: '192.168.1.0/24\n' },
        { tag: 'tricky', input: '2\n10.0.0.0\n10.0.0.1\n', output: '10.0.0.0/31\n' },
        { tag: 'typical', input: '4\n172.16.4.1\n172.16.7.254\n172.16.5.5\n172.16.6.6\n', output: '172.16.4.0/22\n' },
        { tag: 'maximum', input: '500\n' + Array.from({ length: 500 }, (_, i) => [10, 20, 32 + (i * 7) % 16, (i * 29) % 256].join('.')).join('\n') + '\n', output: '10.20.32.0/20\n' },
        { tag: 'maximum', input: '500\n' + Array.from({ length: 500 }, (_, i) => [(i * 89) % 256, (i * 37) % 256, (i * 91) % 256, (i * 13) % 256].join('.')).join('\n') + '\n', output: '0.0.0.0/0\n' },
      ],
    },
    D: {
      description:
        'Two firewall rules were added by two different on-call engineers at 3 a.m., and you need to know how they relate. ' +
        'An IPv4 address is four decimal octets 0-255 joined by dots (no leading zeros), read as a 32-bit number with the first octet most significant; a block a.b.c.d/p (0 <= p <= 32) contains every address whose first p bits equal those of a.b.c.d (host bits in a.b.c.d may be set and are ignored). ' +
        'Two blocks are always either nested or disjoint. ' +
        'Given two blocks, print equal if they contain the same addresses, first contains second or second contains first if one strictly contains the other, and disjoint otherwise.',
      human: {
        input_format: 'A single line with two blocks a.b.c.d/p separated by a space. The emptiest input is 0.0.0.0/0 0.0.0.0/0, which prints equal.',
        output_format: 'One line: equal, first contains second, second contains first, or disjoint.',
        examples: { input: '10.0.0.0/8 10.1.0.0/16\n', output: 'first contains second\n' },
      },
      hints: ['Clear the host bits of both blocks before comparing.', 'The shorter prefix can only contain the longer one.'],
      par: 259,
      cases: [
        { tag: 'empty', input: '0.0.0.0/0 0.0.0.0/0\n', output: 'equal\n' },
        { tag: 'minimum', input: '1.2.3.4/32 1.2.3.4/32\n', output: 'equal\n' },
        { tag: 'typical', input: '10.0.0.0/8 10.1.0.0/16\n', output: 'first contains second\n' },
        { tag: 'typical', input: '10.1.0.0/16 10.0.0.0/8\n', output: 'second contains first\n' },
        { tag: 'typical', input: '10.0.0.0/8 11.0.0.0/8\n', output: 'disjoint\n' },
        { tag: 'tricky', input: '10.1.2.3/8 10.200.0.0/8\n', output: 'equal\n' },
        { tag: 'tricky', input: '192.168.0.0/24 192.168.1.0/24\n', output: 'disjoint\n' },
        { tag: 'tricky', input: '172.16.0.0/12 172.32.0.0/11\n', output: 'disjoint\n' },
        { tag: 'maximum', input: '0.0.0.0/0 255.255.255.255/32\n', output: 'first contains second\n' },
        { tag: 'maximum', input: '255.255.255.255/32 255.255.255.254/31\n', output: 'second contains first\n' },
      ],
    },
    E: {
      description:
        'The vendor asks you to allow the address range from lo to hi inclusive, but the firewall only understands CIDR blocks. ' +
        'An IPv4 address is four decimal octets 0-255 joined by dots (no leading zeros), read as a 32-bit number with the first octet most significant; a block a.b.c.d/p (0 <= p <= 32) contains every address whose first p bits equal those of a.b.c.d (host bits in a.b.c.d may be set and are ignored). ' +
        'Given lo <= hi, print the shortest list of blocks that together cover exactly the addresses from lo to hi, in increasing order of address; this list is unique.',
      human: {
        input_format: 'A single line with two addresses lo and hi separated by a space, with lo <= hi as 32-bit numbers. The smallest range has lo = hi, for example 0.0.0.0 0.0.0.0, which prints 0.0.0.0/32.',
        output_format: 'One block per line in the form a.b.c.d/p with host bits cleared, in increasing address order.',
        examples: { input: '192.168.1.10 192.168.1.20\n', output: '192.168.1.10/31\n192.168.1.12/30\n192.168.1.16/30\n192.168.1.20/32\n' },
      },
      hints: ['Greedily take, at the current start address, the largest aligned block that does not go past hi.', 'A block of size 2^s must start at a multiple of 2^s.'],
      par: 130,
      cases: [
        { tag: 'empty', input: '0.0.0.0 0.0.0.0\n', output: '0.0.0.0/32\n' },
        { tag: 'minimum', input: '10.0.0.5 10.0.0.5\n', output: '10.0.0.5/32\n' },
        { tag: 'typical', input: '10.0.0.0 10.0.0.255\n', output: '10.0.0.0/24\n' },
        { tag: 'typical', input: '192.168.1.10 192.168.1.20\n', output: '192.168.1.10/31\n192.168.1.12/30\n192.168.1.16/30\n192.168.1.20/32\n' },
        { tag: 'tricky', input: '127.255.255.255 128.0.0.0\n', output: '127.255.255.255/32\n128.0.0.0/32\n' },
        { tag: 'tricky', input: '10.0.0.0 10.0.1.0\n', output: '10.0.0.0/24\n10.0.1.0/32\n' },
        { tag: 'typical', input: '172.16.3.7 172.18.0.1\n', output: '172.16.3.7/32\n172.16.3.8/29\n172.16.3.16/28\n172.16.3.32/27\n172.16.3.64/26\n172.16.3.128/25\n' +
          '172.16.4.0/22\n172.16.8.0/21\n172.16.16.0/20\n172.16.32.0/19\n172.16.64.0/18\n172.16.128.0/17\n' +
          '172.17.0.0/16\n172.18.0.0/31\n' },
        { tag: 'tricky', input: '0.0.0.1 255.255.255.254\n', output: '0.0.0.1/32\n0.0.0.2/31\n0.0.0.4/30\n0.0.0.8/29\n0.0.0.16/28\n0.0.0.32/27\n0.0.0.64/26\n0.0.0.128/25\n' +
          '0.0.1.0/24\n0.0.2.0/23\n0.0.4.0/22\n0.0.8.0/21\n0.0.16.0/20\n0.0.32.0/19\n0.0.64.0/18\n0.0.128.0/17\n' +
          '0.1.0.0/16\n0.2.0.0/15\n0.4.0.0/14\n0.8.0.0/13\n0.16.0.0/12\n0.32.0.0/11\n0.64.0.0/10\n0.128.0.0/9\n' +
          '1.0.0.0/8\n2.0.0.0/7\n4.0.0.0/6\n8.0.0.0/5\n16.0.0.0/4\n32.0.0.0/3\n64.0.0.0/2\n128.0.0.0/2\n192.0.0.0/3\n' +
          '224.0.0.0/4\n240.0.0.0/5\n248.0.0.0/6\n252.0.0.0/7\n254.0.0.0/8\n255.0.0.0/9\n255.128.0.0/10\n' +
          '255.192.0.0/11\n255.224.0.0/12\n255.240.0.0/13\n255.248.0.0/14\n255.252.0.0/15\n255.254.0.0/16\n' +
          '255.255.0.0/17\n255.255.128.0/18\n255.255.192.0/19\n255.255.224.0/20\n255.255.240.0/21\n255.255.248.0/22\n' +
          '255.255.252.0/23\n255.255.254.0/24\n255.255.255.0/25\n255.255.255.128/26\n255.255.255.192/27\n' +
          '255.255.255.224/28\n255.255.255.240/29\n255.255.255.248/30\n255.255.255.252/31\n255.255.255.254/32\n' },
        { tag: 'maximum', input: '0.0.0.0 255.255.255.255\n', output: '0.0.0.0/0\n' },
        { tag: 'maximum', input: '255.255.255.255 255.255.255.255\n', output: '255.255.255.255/32\n' },
      ],
    },
  },
};
