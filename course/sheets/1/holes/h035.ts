import type { HoleSpec } from '../../../schema';

const LIST = 'The first line holds n (0 <= n <= 500). Each of the next n lines holds one version.';
const CORE = 'A version is MAJOR.MINOR.PATCH: three non-negative integers without leading zeros, each at most 1000000000';
const PRE =
  ', optionally followed by - and a pre-release: dot-separated identifiers made of 0-9, A-Z, a-z and -, numeric identifiers having no leading zeros.';
const ORDER =
  'Versions are ordered by MAJOR, then MINOR, then PATCH, numerically. With equal numbers, a version with a pre-release comes before the one without; two pre-releases are compared identifier by identifier: ' +
  'numeric identifiers numerically, other identifiers by character codes, a numeric identifier before a non-numeric one, and if one list is a prefix of the other the shorter one comes first.';
const PLAIN = (n: number) => `${n}\n` + Array.from({ length: n }, (_, i) => `${(i * 7) % 5}.${(i * 13) % 12}.${(i * i) % 31}`).join('\n') + '\n';
const TAGS = ['', '-alpha', '-alpha.1', '-alpha.beta', '-beta', '-beta.2', '-beta.11', '-rc.1', '', '-1', '-rc-1', '-x.7.z'];
const PRES = (n: number) => `${n}\n` + Array.from({ length: n }, (_, i) => `${(i * 7) % 3}.${(i >> 2) % 2}.${(i * 3) % 4}${TAGS[(i * 5 + (i >> 3)) % 12]}`).join('\n') + '\n';

export const hole: HoleSpec = {
  id: 35,
  title: 'Which Build Is Actually Deployed',
  category: 'parsing',
  difficulty: 5,
  variations: {
    A: {
      description:
        'Five pods report five different versions of the same service and you want the newest one. ' +
        CORE + '. Versions are compared by MAJOR, then MINOR, then PATCH, numerically (so 1.10.0 is newer than 1.9.0). ' +
        'Given n versions (0 <= n <= 500), print the newest one; if several are equal, any of them (they are written identically).',
      human: {
        input_format: LIST + ' ' + CORE + '.',
        output_format: 'One line: the greatest version, or none when n = 0.',
        examples: { input: '3\n1.9.0\n1.10.0\n1.2.30\n', output: '1.10.0\n' },
      },
      hints: ['Compare the three numbers as integers, not the strings.'],
      par: 121,
      cases: [
        { tag: 'empty', input: '0\n', output: 'none\n' },
        { tag: 'minimum', input: '1\n0.0.0\n', output: '0.0.0\n' },
        { tag: 'tricky', input: '2\n2.0.0\n10.0.0\n', output: '10.0.0\n' },
        { tag: 'tricky', input: '3\n1.2.9\n1.2.10\n1.2.1\n', output: '1.2.10\n' },
        { tag: 'typical', input: '4\n3.1.4\n2.7.18\n3.1.10\n3.0.99\n', output: '3.1.10\n' },
        { tag: 'typical', input: PLAIN(30), output: '4.10.19\n' },
        { tag: 'tricky', input: '2\n1000000000.0.0\n999999999.999999999.999999999\n', output: '1000000000.0.0\n' },
        { tag: 'maximum', input: PLAIN(500), output: '4.11.20\n' },
        { tag: 'maximum', input: '500\n' + Array.from({ length: 500 }, (_, i) => `${i % 3}.${1000000000 - i}.${i}`).join('\n') + '\n', output: '2.999999998.2\n' },
      ],
    },
    B: {
      description:
        'The release page lists the builds in whatever order the CI finished them; you want them in semantic version order. ' +
        CORE + PRE + ' ' + ORDER + ' Given n versions (0 <= n <= 500), print them from oldest to newest.',
      human: {
        input_format: LIST + ' ' + CORE + PRE,
        output_format: 'The n versions, one per line, in increasing order (equal versions are identical strings). Print (none) when n = 0.',
        examples: { input: '4\n1.0.0\n1.0.0-rc.1\n1.0.0-alpha\n0.9.12\n', output: '0.9.12\n1.0.0-alpha\n1.0.0-rc.1\n1.0.0\n' },
      },
      hints: ['Write a comparison function; a pre-release makes a version smaller, not larger.', 'rc.10 is newer than rc.9, but rc-10 is compared as text.'],
      par: 323,
      cases: [
        { tag: 'empty', input: '0\n', output: '(none)\n' },
        { tag: 'minimum', input: '1\n0.0.0-0\n', output: '0.0.0-0\n' },
        { tag: 'tricky', input: '8\n1.0.0\n1.0.0-rc.1\n1.0.0-beta.11\n1.0.0-beta.2\n1.0.0-beta\n1.0.0-alpha.beta\n1.0.0-alpha.1\n1.0.0-alpha\n', output: '1.0.0-alpha\n1.0.0-alpha.1\n1.0.0-alpha.beta\n1.0.0-beta\n1.0.0-beta.2\n1.0.0-beta.11\n1.0.0-rc.1\n1.0.0\n' },
        { tag: 'tricky', input: '4\n1.0.0-1\n1.0.0-a\n1.0.0-10\n1.0.0-9\n', output: '1.0.0-1\n1.0.0-9\n1.0.0-10\n1.0.0-a\n' },
        { tag: 'tricky', input: '3\n2.0.0-rc.1.1\n2.0.0-rc.1\n2.0.0-rc.1.a\n', output: '2.0.0-rc.1\n2.0.0-rc.1.1\n2.0.0-rc.1.a\n' },
        { tag: 'typical', input: '4\n1.10.0\n1.9.0-rc.1\n1.9.0\n1.9.1-alpha\n', output: '1.9.0-rc.1\n1.9.0\n1.9.1-alpha\n1.10.0\n' },
        { tag: 'tricky', input: '3\n1.0.0-B\n1.0.0-a\n1.0.0-A\n', output: '1.0.0-A\n1.0.0-B\n1.0.0-a\n' },
        { tag: 'typical', input: PRES(30), output: '0.0.0-alpha.beta\n0.0.0\n0.0.1-alpha.beta\n0.0.1-beta.11\n0.0.2\n0.0.3-rc-1\n0.1.0-alpha\n0.1.1-beta\n0.1.2-beta.11\n0.1.3-x.7.z\n1.0.0-rc-1\n1.0.1-alpha\n1.0.2-alpha.beta\n1.0.3-beta.2\n1.0.3\n1.1.0-x.7.z\n1.1.0\n1.1.1-x.7.z\n1.1.2-beta\n1.1.3-beta.11\n2.0.0-beta.2\n2.0.1\n2.0.2-alpha\n2.0.2-rc-1\n2.0.3-alpha.beta\n2.1.0-beta.11\n2.1.1-1\n2.1.2-x.7.z\n2.1.3-alpha\n2.1.3-beta\n' },
        { tag: 'maximum', input: PRES(500), output: '0.0.0-1\n0.0.0-1\n0.0.0-1\n0.0.0-1\n0.0.0-1\n0.0.0-alpha.beta\n0.0.0-alpha.beta\n0.0.0-alpha.beta\n0.0.0-alpha.beta\n0.0.0-alpha.beta\n0.0.0-beta.11\n0.0.0-beta.11\n0.0.0-beta.11\n0.0.0-beta.11\n0.0.0-beta.11\n0.0.0\n0.0.0\n0.0.0\n0.0.0\n0.0.0\n0.0.0\n0.0.1-1\n0.0.1-1\n0.0.1-1\n0.0.1-1\n0.0.1-1\n0.0.1-alpha.beta\n0.0.1-alpha.beta\n0.0.1-alpha.beta\n0.0.1-alpha.beta\n0.0.1-alpha.beta\n0.0.1-alpha.beta\n0.0.1-beta.11\n0.0.1-beta.11\n0.0.1-beta.11\n0.0.1-beta.11\n0.0.1-beta.11\n0.0.1\n0.0.1\n0.0.1\n0.0.1\n0.0.1\n0.0.2-alpha.1\n0.0.2-alpha.1\n0.0.2-alpha.1\n0.0.2-alpha.1\n0.0.2-alpha.1\n0.0.2-beta.2\n0.0.2-beta.2\n0.0.2-beta.2\n0.0.2-beta.2\n0.0.2-beta.2\n0.0.2-x.7.z\n0.0.2-x.7.z\n0.0.2-x.7.z\n0.0.2-x.7.z\n0.0.2-x.7.z\n0.0.2\n0.0.2\n0.0.2\n0.0.2\n0.0.2\n0.0.2\n0.0.3-alpha\n0.0.3-alpha\n0.0.3-alpha\n0.0.3-alpha\n0.0.3-alpha\n0.0.3-beta\n0.0.3-beta\n0.0.3-beta\n0.0.3-beta\n0.0.3-beta\n0.0.3-rc.1\n0.0.3-rc.1\n0.0.3-rc.1\n0.0.3-rc.1\n0.0.3-rc.1\n0.0.3-rc-1\n0.0.3-rc-1\n0.0.3-rc-1\n0.0.3-rc-1\n0.0.3-rc-1\n0.0.3-rc-1\n0.1.0-alpha\n0.1.0-alpha\n0.1.0-alpha\n0.1.0-alpha\n0.1.0-alpha\n0.1.0-alpha\n0.1.0-beta\n0.1.0-beta\n0.1.0-beta\n0.1.0-beta\n0.1.0-beta\n0.1.0-rc.1\n0.1.0-rc.1\n0.1.0-rc.1\n0.1.0-rc.1\n0.1.0-rc.1\n0.1.0-rc-1\n0.1.0-rc-1\n0.1.0-rc-1\n0.1.0-rc-1\n0.1.0-rc-1\n0.1.1-alpha\n0.1.1-alpha\n0.1.1-alpha\n0.1.1-alpha\n0.1.1-alpha\n0.1.1-beta\n0.1.1-beta\n0.1.1-beta\n0.1.1-beta\n0.1.1-beta\n0.1.1-beta\n0.1.1-rc.1\n0.1.1-rc.1\n0.1.1-rc.1\n0.1.1-rc.1\n0.1.1-rc.1\n0.1.1-rc-1\n0.1.1-rc-1\n0.1.1-rc-1\n0.1.1-rc-1\n0.1.1-rc-1\n0.1.2-1\n0.1.2-1\n0.1.2-1\n0.1.2-1\n0.1.2-1\n0.1.2-alpha.beta\n0.1.2-alpha.beta\n0.1.2-alpha.beta\n0.1.2-alpha.beta\n0.1.2-alpha.beta\n0.1.2-beta.11\n0.1.2-beta.11\n0.1.2-beta.11\n0.1.2-beta.11\n0.1.2-beta.11\n0.1.2-beta.11\n0.1.2\n0.1.2\n0.1.2\n0.1.2\n0.1.2\n0.1.3-alpha.1\n0.1.3-alpha.1\n0.1.3-alpha.1\n0.1.3-alpha.1\n0.1.3-alpha.1\n0.1.3-beta.2\n0.1.3-beta.2\n0.1.3-beta.2\n0.1.3-beta.2\n0.1.3-beta.2\n0.1.3-x.7.z\n0.1.3-x.7.z\n0.1.3-x.7.z\n0.1.3-x.7.z\n0.1.3-x.7.z\n0.1.3\n0.1.3\n0.1.3\n0.1.3\n0.1.3\n1.0.0-alpha\n1.0.0-alpha\n1.0.0-alpha\n1.0.0-alpha\n1.0.0-alpha\n1.0.0-beta\n1.0.0-beta\n1.0.0-beta\n1.0.0-beta\n1.0.0-beta\n1.0.0-rc.1\n1.0.0-rc.1\n1.0.0-rc.1\n1.0.0-rc.1\n1.0.0-rc.1\n1.0.0-rc-1\n1.0.0-rc-1\n1.0.0-rc-1\n1.0.0-rc-1\n1.0.0-rc-1\n1.0.0-rc-1\n1.0.1-alpha\n1.0.1-alpha\n1.0.1-alpha\n1.0.1-alpha\n1.0.1-alpha\n1.0.1-alpha\n1.0.1-beta\n1.0.1-beta\n1.0.1-beta\n1.0.1-beta\n1.0.1-beta\n1.0.1-rc.1\n1.0.1-rc.1\n1.0.1-rc.1\n1.0.1-rc.1\n1.0.1-rc.1\n1.0.1-rc-1\n1.0.1-rc-1\n1.0.1-rc-1\n1.0.1-rc-1\n1.0.1-rc-1\n1.0.2-1\n1.0.2-1\n1.0.2-1\n1.0.2-1\n1.0.2-1\n1.0.2-alpha.beta\n1.0.2-alpha.beta\n1.0.2-alpha.beta\n1.0.2-alpha.beta\n1.0.2-alpha.beta\n1.0.2-alpha.beta\n1.0.2-beta.11\n1.0.2-beta.11\n1.0.2-beta.11\n1.0.2-beta.11\n1.0.2-beta.11\n1.0.2\n1.0.2\n1.0.2\n1.0.2\n1.0.2\n1.0.3-alpha.1\n1.0.3-alpha.1\n1.0.3-alpha.1\n1.0.3-alpha.1\n1.0.3-alpha.1\n1.0.3-beta.2\n1.0.3-beta.2\n1.0.3-beta.2\n1.0.3-beta.2\n1.0.3-beta.2\n1.0.3-beta.2\n1.0.3-x.7.z\n1.0.3-x.7.z\n1.0.3-x.7.z\n1.0.3-x.7.z\n1.0.3-x.7.z\n1.0.3\n1.0.3\n1.0.3\n1.0.3\n1.0.3\n1.1.0-alpha.1\n1.1.0-alpha.1\n1.1.0-alpha.1\n1.1.0-alpha.1\n1.1.0-alpha.1\n1.1.0-beta.2\n1.1.0-beta.2\n1.1.0-beta.2\n1.1.0-beta.2\n1.1.0-beta.2\n1.1.0-x.7.z\n1.1.0-x.7.z\n1.1.0-x.7.z\n1.1.0-x.7.z\n1.1.0-x.7.z\n1.1.0\n1.1.0\n1.1.0\n1.1.0\n1.1.0\n1.1.0\n1.1.1-alpha.1\n1.1.1-alpha.1\n1.1.1-alpha.1\n1.1.1-alpha.1\n1.1.1-alpha.1\n1.1.1-beta.2\n1.1.1-beta.2\n1.1.1-beta.2\n1.1.1-beta.2\n1.1.1-beta.2\n1.1.1-x.7.z\n1.1.1-x.7.z\n1.1.1-x.7.z\n1.1.1-x.7.z\n1.1.1-x.7.z\n1.1.1-x.7.z\n1.1.1\n1.1.1\n1.1.1\n1.1.1\n1.1.1\n1.1.2-alpha\n1.1.2-alpha\n1.1.2-alpha\n1.1.2-alpha\n1.1.2-alpha\n1.1.2-beta\n1.1.2-beta\n1.1.2-beta\n1.1.2-beta\n1.1.2-beta\n1.1.2-rc.1\n1.1.2-rc.1\n1.1.2-rc.1\n1.1.2-rc.1\n1.1.2-rc.1\n1.1.2-rc-1\n1.1.2-rc-1\n1.1.2-rc-1\n1.1.2-rc-1\n1.1.2-rc-1\n1.1.3-1\n1.1.3-1\n1.1.3-1\n1.1.3-1\n1.1.3-1\n1.1.3-alpha.beta\n1.1.3-alpha.beta\n1.1.3-alpha.beta\n1.1.3-alpha.beta\n1.1.3-alpha.beta\n1.1.3-beta.11\n1.1.3-beta.11\n1.1.3-beta.11\n1.1.3-beta.11\n1.1.3-beta.11\n1.1.3-beta.11\n1.1.3\n1.1.3\n1.1.3\n1.1.3\n1.1.3\n2.0.0-alpha.1\n2.0.0-alpha.1\n2.0.0-alpha.1\n2.0.0-alpha.1\n2.0.0-alpha.1\n2.0.0-beta.2\n2.0.0-beta.2\n2.0.0-beta.2\n2.0.0-beta.2\n2.0.0-beta.2\n2.0.0-beta.2\n2.0.0-x.7.z\n2.0.0-x.7.z\n2.0.0-x.7.z\n2.0.0-x.7.z\n2.0.0-x.7.z\n2.0.0\n2.0.0\n2.0.0\n2.0.0\n2.0.0\n2.0.1-alpha.1\n2.0.1-alpha.1\n2.0.1-alpha.1\n2.0.1-alpha.1\n2.0.1-alpha.1\n2.0.1-beta.2\n2.0.1-beta.2\n2.0.1-beta.2\n2.0.1-beta.2\n2.0.1-beta.2\n2.0.1-x.7.z\n2.0.1-x.7.z\n2.0.1-x.7.z\n2.0.1-x.7.z\n2.0.1-x.7.z\n2.0.1\n2.0.1\n2.0.1\n2.0.1\n2.0.1\n2.0.1\n2.0.2-alpha\n2.0.2-alpha\n2.0.2-alpha\n2.0.2-alpha\n2.0.2-alpha\n2.0.2-beta\n2.0.2-beta\n2.0.2-beta\n2.0.2-beta\n2.0.2-beta\n2.0.2-rc.1\n2.0.2-rc.1\n2.0.2-rc.1\n2.0.2-rc.1\n2.0.2-rc.1\n2.0.2-rc-1\n2.0.2-rc-1\n2.0.2-rc-1\n2.0.2-rc-1\n2.0.2-rc-1\n2.0.2-rc-1\n2.0.3-1\n2.0.3-1\n2.0.3-1\n2.0.3-1\n2.0.3-1\n2.0.3-alpha.beta\n2.0.3-alpha.beta\n2.0.3-alpha.beta\n2.0.3-alpha.beta\n2.0.3-alpha.beta\n2.0.3-alpha.beta\n2.0.3-beta.11\n2.0.3-beta.11\n2.0.3-beta.11\n2.0.3-beta.11\n2.0.3-beta.11\n2.0.3\n2.0.3\n2.0.3\n2.0.3\n2.0.3\n2.1.0-1\n2.1.0-1\n2.1.0-1\n2.1.0-1\n2.1.0-1\n2.1.0-alpha.beta\n2.1.0-alpha.beta\n2.1.0-alpha.beta\n2.1.0-alpha.beta\n2.1.0-alpha.beta\n2.1.0-beta.11\n2.1.0-beta.11\n2.1.0-beta.11\n2.1.0-beta.11\n2.1.0-beta.11\n2.1.0\n2.1.0\n2.1.0\n2.1.0\n2.1.0\n2.1.1-1\n2.1.1-1\n2.1.1-1\n2.1.1-1\n2.1.1-1\n2.1.1-alpha.beta\n2.1.1-alpha.beta\n2.1.1-alpha.beta\n2.1.1-alpha.beta\n2.1.1-alpha.beta\n2.1.1-beta.11\n2.1.1-beta.11\n2.1.1-beta.11\n2.1.1-beta.11\n2.1.1-beta.11\n2.1.1\n2.1.1\n2.1.1\n2.1.1\n2.1.1\n2.1.2-alpha.1\n2.1.2-alpha.1\n2.1.2-alpha.1\n2.1.2-alpha.1\n2.1.2-alpha.1\n2.1.2-beta.2\n2.1.2-beta.2\n2.1.2-beta.2\n2.1.2-beta.2\n2.1.2-beta.2\n2.1.2-x.7.z\n2.1.2-x.7.z\n2.1.2-x.7.z\n2.1.2-x.7.z\n2.1.2-x.7.z\n2.1.2-x.7.z\n2.1.2\n2.1.2\n2.1.2\n2.1.2\n2.1.2\n2.1.3-alpha\n2.1.3-alpha\n2.1.3-alpha\n2.1.3-alpha\n2.1.3-alpha\n2.1.3-alpha\n2.1.3-beta\n2.1.3-beta\n2.1.3-beta\n2.1.3-beta\n2.1.3-beta\n2.1.3-rc.1\n2.1.3-rc.1\n2.1.3-rc.1\n2.1.3-rc.1\n2.1.3-rc.1\n2.1.3-rc-1\n2.1.3-rc-1\n2.1.3-rc-1\n2.1.3-rc-1\n2.1.3-rc-1\n' },
      ],
    },
    C: {
      description:
        'The dependency manifest says which versions are acceptable, and you want to know which of the cached builds qualify. ' +
        CORE + '. Versions compare by MAJOR, then MINOR, then PATCH. ' +
        'A constraint is either an exact version V (only V), >=V (V or newer), ~V (at least V and below the next MINOR: ~1.2.3 means >=1.2.3 and <1.3.0), or ^V (at least V and below the next change of its first non-zero number: ^1.2.3 means <2.0.0, ^0.2.3 means <0.3.0, ^0.0.3 means <0.0.4). ' +
        'Given a constraint and n versions (0 <= n <= 500), print the versions that satisfy it, in input order.',
      human: {
        input_format: 'The first line holds the constraint: V, >=V, ~V or ^V where V is a version. The second line holds n (0 <= n <= 500), then n lines with one version each. ' + CORE + '.',
        output_format: 'The satisfying versions in input order, one per line, or (none) if there are none.',
        examples: { input: '^1.2.3\n5\n1.2.2\n1.2.3\n1.9.0\n2.0.0\n1.10.1\n', output: '1.2.3\n1.9.0\n1.10.1\n' },
      },
      hints: ['Turn every constraint into a half-open range [low, high).', 'For ^ look at the first of MAJOR, MINOR, PATCH that is not zero.'],
      par: 482,
      cases: [
        { tag: 'empty', input: '^1.0.0\n0\n', output: '(none)\n' },
        { tag: 'minimum', input: '0.0.0\n1\n0.0.0\n', output: '0.0.0\n' },
        { tag: 'tricky', input: '^0.2.3\n5\n0.2.3\n0.2.99\n0.3.0\n0.2.2\n1.2.3\n', output: '0.2.3\n0.2.99\n' },
        { tag: 'tricky', input: '^0.0.3\n4\n0.0.3\n0.0.4\n0.0.2\n0.1.0\n', output: '0.0.3\n' },
        { tag: 'tricky', input: '~1.2.3\n5\n1.2.3\n1.2.10\n1.3.0\n1.2.2\n2.2.3\n', output: '1.2.3\n1.2.10\n' },
        { tag: 'typical', input: '>=2.10.0\n4\n2.9.99\n2.10.0\n10.0.0\n3.0.0\n', output: '2.10.0\n10.0.0\n3.0.0\n' },
        { tag: 'typical', input: '1.2.3\n3\n1.2.3\n1.2.30\n11.2.3\n', output: '1.2.3\n' },
        { tag: 'tricky', input: '^0.0.0\n3\n0.0.0\n0.0.1\n0.1.0\n', output: '0.0.0\n' },
        { tag: 'typical', input: '^2.3.0\n' + PLAIN(40), output: '2.6.5\n2.11.28\n2.4.8\n2.9.7\n2.7.0\n' },
        { tag: 'maximum', input: '~1.5.0\n' + PLAIN(500), output: '1.5.19\n1.5.28\n1.5.14\n1.5.8\n1.5.10\n1.5.20\n1.5.7\n1.5.2\n' },
        { tag: 'maximum', input: '>=999999999.999999999.999999999\n3\n1000000000.0.0\n999999999.999999999.999999998\n999999999.999999999.999999999\n', output: '1000000000.0.0\n999999999.999999999.999999999\n' },
      ],
    },
    D: {
      description:
        'The release bot takes commands in the team chat, and you want to predict what it will tag. ' +
        'The current version is MAJOR.MINOR.PATCH, optionally followed by -rc.N (N >= 1). Commands: major (MAJOR+1.0.0), minor (MAJOR.MINOR+1.0), patch (PATCH+1) – all three drop any -rc.N; ' +
        'rc: if there is a -rc.N it becomes -rc.N+1, otherwise PATCH is increased and -rc.1 is added; release: drop the -rc.N part (nothing changes if there is none). ' +
        'Given the starting version and n commands (0 <= n <= 1000), print the version after each command.',
      human: {
        input_format:
          'The first line holds the starting version (numbers at most 1000000, no leading zeros, optional -rc.N with 1 <= N <= 1000000). The second line holds n (0 <= n <= 1000), then n lines each with one of major, minor, patch, rc, release.',
        output_format: 'n lines: the version after each command. Print nothing when n = 0.',
        examples: { input: '1.4.2\n4\nrc\nrc\nrelease\nminor\n', output: '1.4.3-rc.1\n1.4.3-rc.2\n1.4.3\n1.5.0\n' },
      },
      hints: ['Keep the three numbers and the rc counter (0 meaning no pre-release) as separate integers.'],
      par: 503,
      cases: [
        { tag: 'empty', input: '1.0.0\n0\n', output: '\n' },
        { tag: 'minimum', input: '0.0.0\n1\npatch\n', output: '0.0.1\n' },
        { tag: 'tricky', input: '2.3.4-rc.9\n3\nrc\npatch\nrc\n', output: '2.3.4-rc.10\n2.3.5\n2.3.6-rc.1\n' },
        { tag: 'tricky', input: '2.3.4\n2\nrelease\nrelease\n', output: '2.3.4\n2.3.4\n' },
        { tag: 'tricky', input: '1.9.9-rc.2\n1\nmajor\n', output: '2.0.0\n' },
        { tag: 'typical', input: '0.9.9\n5\nminor\npatch\nrc\nminor\nmajor\n', output: '0.10.0\n0.10.1\n0.10.2-rc.1\n0.11.0\n1.0.0\n' },
        { tag: 'typical', input: '3.2.1\n6\nrc\nrc\nrc\nrelease\nrc\nrelease\n', output: '3.2.2-rc.1\n3.2.2-rc.2\n3.2.2-rc.3\n3.2.2\n3.2.3-rc.1\n3.2.3\n' },
        { tag: 'typical', input: '1.2.3\n20\n' + 'rc\npatch\nminor\nrc\nrelease\n'.repeat(4), output: '1.2.4-rc.1\n1.2.5\n1.3.0\n1.3.1-rc.1\n1.3.1\n1.3.2-rc.1\n1.3.3\n1.4.0\n1.4.1-rc.1\n1.4.1\n1.4.2-rc.1\n1.4.3\n1.5.0\n1.5.1-rc.1\n1.5.1\n1.5.2-rc.1\n1.5.3\n1.6.0\n1.6.1-rc.1\n1.6.1\n' },
        { tag: 'tricky', input: '1000000.1000000.1000000-rc.1000000\n5\nrc\nrelease\nrc\npatch\nmajor\n', output: '1000000.1000000.1000000-rc.1000001\n1000000.1000000.1000000\n1000000.1000000.1000001-rc.1\n1000000.1000000.1000002\n1000001.0.0\n' },
        { tag: 'maximum', input: '1.2.3\n1000\n' + Array.from({ length: 1000 }, (_, i) => ['rc', 'patch', 'rc', 'rc', 'release', 'minor', 'rc', 'major'][(i * 5 + (i >> 2)) % 8]).join('\n') + '\n', output: '1.2.4-rc.1\n1.3.0\n1.3.1-rc.1\n2.0.0\n2.1.0\n2.1.1-rc.1\n3.0.0\n3.0.0\n3.0.1-rc.1\n4.0.0\n4.0.0\n4.0.1\n5.0.0\n5.0.0\n5.0.1\n5.0.2-rc.1\n5.0.2\n5.0.3\n5.0.4-rc.1\n5.0.4-rc.2\n5.0.5\n5.0.6-rc.1\n5.0.6-rc.2\n5.0.6-rc.3\n5.0.6-rc.4\n5.0.6-rc.5\n5.0.6-rc.6\n5.1.0\n5.1.1-rc.1\n5.1.1-rc.2\n5.2.0\n5.2.1-rc.1\n5.2.1-rc.2\n5.3.0\n5.3.1-rc.1\n6.0.0\n6.1.0\n6.1.1-rc.1\n7.0.0\n7.0.0\n7.0.1-rc.1\n8.0.0\n8.0.0\n8.0.1\n9.0.0\n9.0.0\n9.0.1\n9.0.2-rc.1\n9.0.2\n9.0.3\n9.0.4-rc.1\n9.0.4-rc.2\n9.0.5\n9.0.6-rc.1\n9.0.6-rc.2\n9.0.6-rc.3\n9.0.6-rc.4\n9.0.6-rc.5\n9.0.6-rc.6\n9.1.0\n9.1.1-rc.1\n9.1.1-rc.2\n9.2.0\n9.2.1-rc.1\n9.2.1-rc.2\n9.3.0\n9.3.1-rc.1\n10.0.0\n10.1.0\n10.1.1-rc.1\n11.0.0\n11.0.0\n11.0.1-rc.1\n12.0.0\n12.0.0\n12.0.1\n13.0.0\n13.0.0\n13.0.1\n13.0.2-rc.1\n13.0.2\n13.0.3\n13.0.4-rc.1\n13.0.4-rc.2\n13.0.5\n13.0.6-rc.1\n13.0.6-rc.2\n13.0.6-rc.3\n13.0.6-rc.4\n13.0.6-rc.5\n13.0.6-rc.6\n13.1.0\n13.1.1-rc.1\n13.1.1-rc.2\n13.2.0\n13.2.1-rc.1\n13.2.1-rc.2\n13.3.0\n13.3.1-rc.1\n14.0.0\n14.1.0\n14.1.1-rc.1\n15.0.0\n15.0.0\n15.0.1-rc.1\n16.0.0\n16.0.0\n16.0.1\n17.0.0\n17.0.0\n17.0.1\n17.0.2-rc.1\n17.0.2\n17.0.3\n17.0.4-rc.1\n17.0.4-rc.2\n17.0.5\n17.0.6-rc.1\n17.0.6-rc.2\n17.0.6-rc.3\n17.0.6-rc.4\n17.0.6-rc.5\n17.0.6-rc.6\n17.1.0\n17.1.1-rc.1\n17.1.1-rc.2\n17.2.0\n17.2.1-rc.1\n17.2.1-rc.2\n17.3.0\n17.3.1-rc.1\n18.0.0\n18.1.0\n18.1.1-rc.1\n19.0.0\n19.0.0\n19.0.1-rc.1\n20.0.0\n20.0.0\n20.0.1\n21.0.0\n21.0.0\n21.0.1\n21.0.2-rc.1\n21.0.2\n21.0.3\n21.0.4-rc.1\n21.0.4-rc.2\n21.0.5\n21.0.6-rc.1\n21.0.6-rc.2\n21.0.6-rc.3\n21.0.6-rc.4\n21.0.6-rc.5\n21.0.6-rc.6\n21.1.0\n21.1.1-rc.1\n21.1.1-rc.2\n21.2.0\n21.2.1-rc.1\n21.2.1-rc.2\n21.3.0\n21.3.1-rc.1\n22.0.0\n22.1.0\n22.1.1-rc.1\n23.0.0\n23.0.0\n23.0.1-rc.1\n24.0.0\n24.0.0\n24.0.1\n25.0.0\n25.0.0\n25.0.1\n25.0.2-rc.1\n25.0.2\n25.0.3\n25.0.4-rc.1\n25.0.4-rc.2\n25.0.5\n25.0.6-rc.1\n25.0.6-rc.2\n25.0.6-rc.3\n25.0.6-rc.4\n25.0.6-rc.5\n25.0.6-rc.6\n25.1.0\n25.1.1-rc.1\n25.1.1-rc.2\n25.2.0\n25.2.1-rc.1\n25.2.1-rc.2\n25.3.0\n25.3.1-rc.1\n26.0.0\n26.1.0\n26.1.1-rc.1\n27.0.0\n27.0.0\n27.0.1-rc.1\n28.0.0\n28.0.0\n28.0.1\n29.0.0\n29.0.0\n29.0.1\n29.0.2-rc.1\n29.0.2\n29.0.3\n29.0.4-rc.1\n29.0.4-rc.2\n29.0.5\n29.0.6-rc.1\n29.0.6-rc.2\n29.0.6-rc.3\n29.0.6-rc.4\n29.0.6-rc.5\n29.0.6-rc.6\n29.1.0\n29.1.1-rc.1\n29.1.1-rc.2\n29.2.0\n29.2.1-rc.1\n29.2.1-rc.2\n29.3.0\n29.3.1-rc.1\n30.0.0\n30.1.0\n30.1.1-rc.1\n31.0.0\n31.0.0\n31.0.1-rc.1\n32.0.0\n32.0.0\n32.0.1\n33.0.0\n33.0.0\n33.0.1\n33.0.2-rc.1\n33.0.2\n33.0.3\n33.0.4-rc.1\n33.0.4-rc.2\n33.0.5\n33.0.6-rc.1\n33.0.6-rc.2\n33.0.6-rc.3\n33.0.6-rc.4\n33.0.6-rc.5\n33.0.6-rc.6\n33.1.0\n33.1.1-rc.1\n33.1.1-rc.2\n33.2.0\n33.2.1-rc.1\n33.2.1-rc.2\n33.3.0\n33.3.1-rc.1\n34.0.0\n34.1.0\n34.1.1-rc.1\n35.0.0\n35.0.0\n35.0.1-rc.1\n36.0.0\n36.0.0\n36.0.1\n37.0.0\n37.0.0\n37.0.1\n37.0.2-rc.1\n37.0.2\n37.0.3\n37.0.4-rc.1\n37.0.4-rc.2\n37.0.5\n37.0.6-rc.1\n37.0.6-rc.2\n37.0.6-rc.3\n37.0.6-rc.4\n37.0.6-rc.5\n37.0.6-rc.6\n37.1.0\n37.1.1-rc.1\n37.1.1-rc.2\n37.2.0\n37.2.1-rc.1\n37.2.1-rc.2\n37.3.0\n37.3.1-rc.1\n38.0.0\n38.1.0\n38.1.1-rc.1\n39.0.0\n39.0.0\n39.0.1-rc.1\n40.0.0\n40.0.0\n40.0.1\n41.0.0\n41.0.0\n41.0.1\n41.0.2-rc.1\n41.0.2\n41.0.3\n41.0.4-rc.1\n41.0.4-rc.2\n41.0.5\n41.0.6-rc.1\n41.0.6-rc.2\n41.0.6-rc.3\n41.0.6-rc.4\n41.0.6-rc.5\n41.0.6-rc.6\n41.1.0\n41.1.1-rc.1\n41.1.1-rc.2\n41.2.0\n41.2.1-rc.1\n41.2.1-rc.2\n41.3.0\n41.3.1-rc.1\n42.0.0\n42.1.0\n42.1.1-rc.1\n43.0.0\n43.0.0\n43.0.1-rc.1\n44.0.0\n44.0.0\n44.0.1\n45.0.0\n45.0.0\n45.0.1\n45.0.2-rc.1\n45.0.2\n45.0.3\n45.0.4-rc.1\n45.0.4-rc.2\n45.0.5\n45.0.6-rc.1\n45.0.6-rc.2\n45.0.6-rc.3\n45.0.6-rc.4\n45.0.6-rc.5\n45.0.6-rc.6\n45.1.0\n45.1.1-rc.1\n45.1.1-rc.2\n45.2.0\n45.2.1-rc.1\n45.2.1-rc.2\n45.3.0\n45.3.1-rc.1\n46.0.0\n46.1.0\n46.1.1-rc.1\n47.0.0\n47.0.0\n47.0.1-rc.1\n48.0.0\n48.0.0\n48.0.1\n49.0.0\n49.0.0\n49.0.1\n49.0.2-rc.1\n49.0.2\n49.0.3\n49.0.4-rc.1\n49.0.4-rc.2\n49.0.5\n49.0.6-rc.1\n49.0.6-rc.2\n49.0.6-rc.3\n49.0.6-rc.4\n49.0.6-rc.5\n49.0.6-rc.6\n49.1.0\n49.1.1-rc.1\n49.1.1-rc.2\n49.2.0\n49.2.1-rc.1\n49.2.1-rc.2\n49.3.0\n49.3.1-rc.1\n50.0.0\n50.1.0\n50.1.1-rc.1\n51.0.0\n51.0.0\n51.0.1-rc.1\n52.0.0\n52.0.0\n52.0.1\n53.0.0\n53.0.0\n53.0.1\n53.0.2-rc.1\n53.0.2\n53.0.3\n53.0.4-rc.1\n53.0.4-rc.2\n53.0.5\n53.0.6-rc.1\n53.0.6-rc.2\n53.0.6-rc.3\n53.0.6-rc.4\n53.0.6-rc.5\n53.0.6-rc.6\n53.1.0\n53.1.1-rc.1\n53.1.1-rc.2\n53.2.0\n53.2.1-rc.1\n53.2.1-rc.2\n53.3.0\n53.3.1-rc.1\n54.0.0\n54.1.0\n54.1.1-rc.1\n55.0.0\n55.0.0\n55.0.1-rc.1\n56.0.0\n56.0.0\n56.0.1\n57.0.0\n57.0.0\n57.0.1\n57.0.2-rc.1\n57.0.2\n57.0.3\n57.0.4-rc.1\n57.0.4-rc.2\n57.0.5\n57.0.6-rc.1\n57.0.6-rc.2\n57.0.6-rc.3\n57.0.6-rc.4\n57.0.6-rc.5\n57.0.6-rc.6\n57.1.0\n57.1.1-rc.1\n57.1.1-rc.2\n57.2.0\n57.2.1-rc.1\n57.2.1-rc.2\n57.3.0\n57.3.1-rc.1\n58.0.0\n58.1.0\n58.1.1-rc.1\n59.0.0\n59.0.0\n59.0.1-rc.1\n60.0.0\n60.0.0\n60.0.1\n61.0.0\n61.0.0\n61.0.1\n61.0.2-rc.1\n61.0.2\n61.0.3\n61.0.4-rc.1\n61.0.4-rc.2\n61.0.5\n61.0.6-rc.1\n61.0.6-rc.2\n61.0.6-rc.3\n61.0.6-rc.4\n61.0.6-rc.5\n61.0.6-rc.6\n61.1.0\n61.1.1-rc.1\n61.1.1-rc.2\n61.2.0\n61.2.1-rc.1\n61.2.1-rc.2\n61.3.0\n61.3.1-rc.1\n62.0.0\n62.1.0\n62.1.1-rc.1\n63.0.0\n63.0.0\n63.0.1-rc.1\n64.0.0\n64.0.0\n64.0.1\n65.0.0\n65.0.0\n65.0.1\n65.0.2-rc.1\n65.0.2\n65.0.3\n65.0.4-rc.1\n65.0.4-rc.2\n65.0.5\n65.0.6-rc.1\n65.0.6-rc.2\n65.0.6-rc.3\n65.0.6-rc.4\n65.0.6-rc.5\n65.0.6-rc.6\n65.1.0\n65.1.1-rc.1\n65.1.1-rc.2\n65.2.0\n65.2.1-rc.1\n65.2.1-rc.2\n65.3.0\n65.3.1-rc.1\n66.0.0\n66.1.0\n66.1.1-rc.1\n67.0.0\n67.0.0\n67.0.1-rc.1\n68.0.0\n68.0.0\n68.0.1\n69.0.0\n69.0.0\n69.0.1\n69.0.2-rc.1\n69.0.2\n69.0.3\n69.0.4-rc.1\n69.0.4-rc.2\n69.0.5\n69.0.6-rc.1\n69.0.6-rc.2\n69.0.6-rc.3\n69.0.6-rc.4\n69.0.6-rc.5\n69.0.6-rc.6\n69.1.0\n69.1.1-rc.1\n69.1.1-rc.2\n69.2.0\n69.2.1-rc.1\n69.2.1-rc.2\n69.3.0\n69.3.1-rc.1\n70.0.0\n70.1.0\n70.1.1-rc.1\n71.0.0\n71.0.0\n71.0.1-rc.1\n72.0.0\n72.0.0\n72.0.1\n73.0.0\n73.0.0\n73.0.1\n73.0.2-rc.1\n73.0.2\n73.0.3\n73.0.4-rc.1\n73.0.4-rc.2\n73.0.5\n73.0.6-rc.1\n73.0.6-rc.2\n73.0.6-rc.3\n73.0.6-rc.4\n73.0.6-rc.5\n73.0.6-rc.6\n73.1.0\n73.1.1-rc.1\n73.1.1-rc.2\n73.2.0\n73.2.1-rc.1\n73.2.1-rc.2\n73.3.0\n73.3.1-rc.1\n74.0.0\n74.1.0\n74.1.1-rc.1\n75.0.0\n75.0.0\n75.0.1-rc.1\n76.0.0\n76.0.0\n76.0.1\n77.0.0\n77.0.0\n77.0.1\n77.0.2-rc.1\n77.0.2\n77.0.3\n77.0.4-rc.1\n77.0.4-rc.2\n77.0.5\n77.0.6-rc.1\n77.0.6-rc.2\n77.0.6-rc.3\n77.0.6-rc.4\n77.0.6-rc.5\n77.0.6-rc.6\n77.1.0\n77.1.1-rc.1\n77.1.1-rc.2\n77.2.0\n77.2.1-rc.1\n77.2.1-rc.2\n77.3.0\n77.3.1-rc.1\n78.0.0\n78.1.0\n78.1.1-rc.1\n79.0.0\n79.0.0\n79.0.1-rc.1\n80.0.0\n80.0.0\n80.0.1\n81.0.0\n81.0.0\n81.0.1\n81.0.2-rc.1\n81.0.2\n81.0.3\n81.0.4-rc.1\n81.0.4-rc.2\n81.0.5\n81.0.6-rc.1\n81.0.6-rc.2\n81.0.6-rc.3\n81.0.6-rc.4\n81.0.6-rc.5\n81.0.6-rc.6\n81.1.0\n81.1.1-rc.1\n81.1.1-rc.2\n81.2.0\n81.2.1-rc.1\n81.2.1-rc.2\n81.3.0\n81.3.1-rc.1\n82.0.0\n82.1.0\n82.1.1-rc.1\n83.0.0\n83.0.0\n83.0.1-rc.1\n84.0.0\n84.0.0\n84.0.1\n85.0.0\n85.0.0\n85.0.1\n85.0.2-rc.1\n85.0.2\n85.0.3\n85.0.4-rc.1\n85.0.4-rc.2\n85.0.5\n85.0.6-rc.1\n85.0.6-rc.2\n85.0.6-rc.3\n85.0.6-rc.4\n85.0.6-rc.5\n85.0.6-rc.6\n85.1.0\n85.1.1-rc.1\n85.1.1-rc.2\n85.2.0\n85.2.1-rc.1\n85.2.1-rc.2\n85.3.0\n85.3.1-rc.1\n86.0.0\n86.1.0\n86.1.1-rc.1\n87.0.0\n87.0.0\n87.0.1-rc.1\n88.0.0\n88.0.0\n88.0.1\n89.0.0\n89.0.0\n89.0.1\n89.0.2-rc.1\n89.0.2\n89.0.3\n89.0.4-rc.1\n89.0.4-rc.2\n89.0.5\n89.0.6-rc.1\n89.0.6-rc.2\n89.0.6-rc.3\n89.0.6-rc.4\n89.0.6-rc.5\n89.0.6-rc.6\n89.1.0\n89.1.1-rc.1\n89.1.1-rc.2\n89.2.0\n89.2.1-rc.1\n89.2.1-rc.2\n89.3.0\n89.3.1-rc.1\n90.0.0\n90.1.0\n90.1.1-rc.1\n91.0.0\n91.0.0\n91.0.1-rc.1\n92.0.0\n92.0.0\n92.0.1\n93.0.0\n93.0.0\n93.0.1\n93.0.2-rc.1\n93.0.2\n93.0.3\n93.0.4-rc.1\n93.0.4-rc.2\n93.0.5\n93.0.6-rc.1\n93.0.6-rc.2\n93.0.6-rc.3\n93.0.6-rc.4\n93.0.6-rc.5\n93.0.6-rc.6\n93.1.0\n93.1.1-rc.1\n93.1.1-rc.2\n93.2.0\n93.2.1-rc.1\n93.2.1-rc.2\n93.3.0\n93.3.1-rc.1\n94.0.0\n94.1.0\n94.1.1-rc.1\n95.0.0\n95.0.0\n95.0.1-rc.1\n96.0.0\n96.0.0\n96.0.1\n97.0.0\n97.0.0\n97.0.1\n97.0.2-rc.1\n97.0.2\n97.0.3\n97.0.4-rc.1\n97.0.4-rc.2\n97.0.5\n97.0.6-rc.1\n97.0.6-rc.2\n97.0.6-rc.3\n97.0.6-rc.4\n97.0.6-rc.5\n97.0.6-rc.6\n97.1.0\n97.1.1-rc.1\n97.1.1-rc.2\n97.2.0\n97.2.1-rc.1\n97.2.1-rc.2\n97.3.0\n97.3.1-rc.1\n98.0.0\n98.1.0\n98.1.1-rc.1\n99.0.0\n99.0.0\n99.0.1-rc.1\n100.0.0\n100.0.0\n100.0.1\n101.0.0\n101.0.0\n101.0.1\n101.0.2-rc.1\n101.0.2\n101.0.3\n101.0.4-rc.1\n101.0.4-rc.2\n101.0.5\n101.0.6-rc.1\n101.0.6-rc.2\n101.0.6-rc.3\n101.0.6-rc.4\n101.0.6-rc.5\n101.0.6-rc.6\n101.1.0\n101.1.1-rc.1\n101.1.1-rc.2\n101.2.0\n101.2.1-rc.1\n101.2.1-rc.2\n101.3.0\n101.3.1-rc.1\n102.0.0\n102.1.0\n102.1.1-rc.1\n103.0.0\n103.0.0\n103.0.1-rc.1\n104.0.0\n104.0.0\n104.0.1\n105.0.0\n105.0.0\n105.0.1\n105.0.2-rc.1\n105.0.2\n105.0.3\n105.0.4-rc.1\n105.0.4-rc.2\n105.0.5\n105.0.6-rc.1\n105.0.6-rc.2\n105.0.6-rc.3\n105.0.6-rc.4\n105.0.6-rc.5\n105.0.6-rc.6\n105.1.0\n105.1.1-rc.1\n105.1.1-rc.2\n105.2.0\n105.2.1-rc.1\n105.2.1-rc.2\n105.3.0\n105.3.1-rc.1\n106.0.0\n106.1.0\n106.1.1-rc.1\n107.0.0\n107.0.0\n107.0.1-rc.1\n108.0.0\n108.0.0\n108.0.1\n109.0.0\n109.0.0\n109.0.1\n109.0.2-rc.1\n109.0.2\n109.0.3\n109.0.4-rc.1\n109.0.4-rc.2\n109.0.5\n109.0.6-rc.1\n109.0.6-rc.2\n109.0.6-rc.3\n109.0.6-rc.4\n109.0.6-rc.5\n109.0.6-rc.6\n109.1.0\n109.1.1-rc.1\n109.1.1-rc.2\n109.2.0\n109.2.1-rc.1\n109.2.1-rc.2\n109.3.0\n109.3.1-rc.1\n110.0.0\n110.1.0\n110.1.1-rc.1\n111.0.0\n111.0.0\n111.0.1-rc.1\n112.0.0\n112.0.0\n112.0.1\n113.0.0\n113.0.0\n113.0.1\n113.0.2-rc.1\n113.0.2\n113.0.3\n113.0.4-rc.1\n113.0.4-rc.2\n113.0.5\n113.0.6-rc.1\n113.0.6-rc.2\n113.0.6-rc.3\n113.0.6-rc.4\n113.0.6-rc.5\n113.0.6-rc.6\n113.1.0\n113.1.1-rc.1\n113.1.1-rc.2\n113.2.0\n113.2.1-rc.1\n113.2.1-rc.2\n113.3.0\n113.3.1-rc.1\n114.0.0\n114.1.0\n114.1.1-rc.1\n115.0.0\n115.0.0\n115.0.1-rc.1\n116.0.0\n116.0.0\n116.0.1\n117.0.0\n117.0.0\n117.0.1\n117.0.2-rc.1\n117.0.2\n117.0.3\n117.0.4-rc.1\n117.0.4-rc.2\n117.0.5\n117.0.6-rc.1\n117.0.6-rc.2\n117.0.6-rc.3\n117.0.6-rc.4\n117.0.6-rc.5\n117.0.6-rc.6\n117.1.0\n117.1.1-rc.1\n117.1.1-rc.2\n117.2.0\n117.2.1-rc.1\n117.2.1-rc.2\n117.3.0\n117.3.1-rc.1\n118.0.0\n118.1.0\n118.1.1-rc.1\n119.0.0\n119.0.0\n119.0.1-rc.1\n120.0.0\n120.0.0\n120.0.1\n121.0.0\n121.0.0\n121.0.1\n121.0.2-rc.1\n121.0.2\n121.0.3\n121.0.4-rc.1\n121.0.4-rc.2\n121.0.5\n121.0.6-rc.1\n121.0.6-rc.2\n121.0.6-rc.3\n121.0.6-rc.4\n121.0.6-rc.5\n121.0.6-rc.6\n121.1.0\n121.1.1-rc.1\n121.1.1-rc.2\n121.2.0\n121.2.1-rc.1\n121.2.1-rc.2\n121.3.0\n121.3.1-rc.1\n122.0.0\n122.1.0\n122.1.1-rc.1\n123.0.0\n123.0.0\n123.0.1-rc.1\n124.0.0\n124.0.0\n124.0.1\n125.0.0\n125.0.0\n125.0.1\n125.0.2-rc.1\n125.0.2\n125.0.3\n125.0.4-rc.1\n125.0.4-rc.2\n125.0.5\n125.0.6-rc.1\n125.0.6-rc.2\n125.0.6-rc.3\n125.0.6-rc.4\n125.0.6-rc.5\n125.0.6-rc.6\n125.1.0\n125.1.1-rc.1\n125.1.1-rc.2\n125.2.0\n125.2.1-rc.1\n125.2.1-rc.2\n125.3.0\n125.3.1-rc.1\n126.0.0\n126.1.0\n126.1.1-rc.1\n127.0.0\n127.0.0\n' },
      ],
    },
    E: {
      description:
        'Every pod reports its version with build metadata, like 1.4.0-rc.2+build.77, and you want the newest one. ' +
        CORE + PRE.slice(0, -1) + ', then optionally + and build metadata (dot-separated identifiers of 0-9, A-Z, a-z and -) that is ignored when comparing. ' +
        ORDER + ' Given n versions (0 <= n <= 500), print the newest exactly as written; among equally new ones, print the one that appears first.',
      human: {
        input_format: LIST + ' ' + CORE + PRE.slice(0, -1) + ', optionally followed by + and build metadata.',
        output_format: 'One line: the newest version as written in the input (the first one on ties), or none when n = 0.',
        examples: { input: '3\n1.4.0-rc.2+build.77\n1.4.0+build.3\n1.4.0-rc.10\n', output: '1.4.0+build.3\n' },
      },
      hints: ['Cut the build metadata off before comparing, but print the original line.', 'Only replace the best version when a strictly newer one shows up.'],
      par: 340,
      cases: [
        { tag: 'empty', input: '0\n', output: 'none\n' },
        { tag: 'minimum', input: '1\n0.0.0-0+0\n', output: '0.0.0-0+0\n' },
        { tag: 'tricky', input: '3\n1.0.0+b\n1.0.0+a\n1.0.0\n', output: '1.0.0+b\n' },
        { tag: 'tricky', input: '2\n1.0.0-rc.1+build-99\n1.0.0-rc.1.x\n', output: '1.0.0-rc.1.x\n' },
        { tag: 'tricky', input: '3\n2.0.0-alpha-1\n2.0.0-alpha.1\n2.0.0-alpha\n', output: '2.0.0-alpha-1\n' },
        { tag: 'typical', input: '4\n1.9.0+exp.sha.5114f85\n1.10.0-rc.1+x\n1.9.1\n1.10.0-beta\n', output: '1.10.0-rc.1+x\n' },
        { tag: 'typical', input: '30\n' + PRES(30).split('\n').slice(1, 31).map((v, i) => v + (i % 4 ? '' : '+ci.' + i)).join('\n') + '\n', output: '2.1.3-beta\n' },
        { tag: 'maximum', input: PRES(500), output: '2.1.3-rc-1\n' },
        { tag: 'maximum', input: '500\n' + Array.from({ length: 500 }, (_, i) => `7.7.7-rc.${(i * 37) % 499}+build.${i}`).join('\n') + '\n', output: '7.7.7-rc.498+build.472\n' },
      ],
    },
  },
};
