import type { HoleSpec } from '../../../schema';

const LIST = 'The first line holds n (0 <= n <= 500). Each of the next n lines holds one version.';
const CORE = 'A version is MAJOR.MINOR.PATCH: three non-negative integers without leading zeros, each at most 1000000000';
const PRE =
  ', optionally followed by - and a pre-release: dot-separated identifiers made of 0-9, A-Z, a-z and -, numeric identifiers having no leading zeros.';
const ORDER =
  'Versions are ordered by MAJOR, then MINOR, then PATCH, numerically. With equal numbers, a version with a pre-release comes before the one without; two pre-releases are compared identifier by identifier: ' +
  'numeric identifiers numerically, other identifiers by character codes, a numeric identifier before a non-numeric one, and if one list is a prefix of the other the shorter one comes first.';

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
    },
  },
};
