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
    },
  },
};
