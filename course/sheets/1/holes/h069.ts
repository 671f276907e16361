import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 69,
  title: 'Hotfix Patches Are XOR Masks',
  category: 'bits',
  difficulty: 9,
  variations: {
    A: {
      description:
        'Somebody decided that feature flags should be toggled by XOR, and now it is your problem. ' +
        'The service config is a 60-bit mask that starts at 0, and each of the n hotfix patches on the shelf can be applied or not; applying a patch XORs its mask into the config, and applying a patch twice cancels out, so a reachable config is the XOR of any subset of the patch masks (the empty subset gives 0). ' +
        'Print the largest config value that can be reached.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 500); each of the next n lines holds one patch mask, an integer 0 <= a < 2^60. The emptiest input is n = 0, which prints 0.',
        output_format: 'One integer: the largest reachable config.',
        examples: { input: '3\n9\n8\n5\n', output: '13\n' },
      },
      hints: ['Build a linear basis over GF(2): one vector per leading bit.', 'Then go from the highest bit down and XOR a basis vector in whenever it increases the value.', 'Values exceed 2^53: use BigInt in JavaScript.'],
      par: 311,
    },
    B: {
      description:
        'QA wants to test every config that can be reached, and you would like to know how doomed they are. ' +
        'The service config is a 60-bit mask that starts at 0, and each of the n hotfix patches on the shelf can be applied or not; applying a patch XORs its mask into the config, and applying a patch twice cancels out, so a reachable config is the XOR of any subset of the patch masks (the empty subset gives 0). ' +
        'Print how many distinct config values can be reached.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 500); each of the next n lines holds one patch mask, an integer 0 <= a < 2^60. The emptiest input is n = 0: only the config 0 is reachable, so print 1.',
        output_format: 'One integer: the number of distinct reachable configs (a power of two).',
        examples: { input: '3\n3\n5\n6\n', output: '4\n' },
      },
      hints: ['Patches that are XORs of other patches add nothing new.', 'The answer is 2^r, where r is the rank of the masks over GF(2).'],
      par: 286,
    },
    C: {
      description:
        'Production ended up in config t and the postmortem asks whether that could have been produced by the shelf of hotfixes at all. ' +
        'The service config is a 60-bit mask that starts at 0, and each of the n hotfix patches on the shelf can be applied or not; applying a patch XORs its mask into the config, and applying a patch twice cancels out, so a reachable config is the XOR of any subset of the patch masks (the empty subset gives 0). ' +
        'Print yes if t is reachable and no otherwise.',
      human: {
        input_format: 'The first line holds n and t separated by a space (0 <= n <= 500, 0 <= t < 2^60); each of the next n lines holds one patch mask, an integer 0 <= a < 2^60. The emptiest input is 0 0, which prints yes (the empty subset gives 0).',
        output_format: 'One word: yes or no.',
        examples: { input: '3 6\n3\n5\n9\n', output: 'yes\n' },
      },
      hints: ['Reduce t by a linear basis of the masks; t is reachable exactly when it reduces to 0.', 'Values exceed 2^53: use BigInt in JavaScript.'],
      par: 263,
    },
    D: {
      description:
        'The quietest config is the one with the smallest non-zero value (0 would disable everything, which is not allowed). ' +
        'The service config is a 60-bit mask that starts at 0, and each of the n hotfix patches on the shelf can be applied or not; applying a patch XORs its mask into the config, and applying a patch twice cancels out, so a reachable config is the XOR of any subset of the patch masks (the empty subset gives 0). ' +
        'Print the smallest non-zero config value that can be reached, or 0 if no non-zero value is reachable.',
      human: {
        input_format: 'The first line holds n (0 <= n <= 500); each of the next n lines holds one patch mask, an integer 0 <= a < 2^60. The emptiest input is n = 0, which prints 0.',
        output_format: 'One integer: the smallest reachable non-zero config, or 0.',
        examples: { input: '3\n12\n10\n7\n', output: '1\n' },
      },
      hints: ['Fully reduce the basis so that no vector contains the leading bit of another.', 'The answer is then the smallest basis vector.'],
      par: 385,
    },
    E: {
      description:
        'The release manager wants to roll through the reachable configs in increasing order, and asks which one comes k-th. ' +
        'The service config is a 60-bit mask that starts at 0, and each of the n hotfix patches on the shelf can be applied or not; applying a patch XORs its mask into the config, and applying a patch twice cancels out, so a reachable config is the XOR of any subset of the patch masks (the empty subset gives 0). ' +
        'Sort the distinct reachable config values in increasing order (0 is always the first); print the k-th one, or -1 if there are fewer than k distinct values.',
      human: {
        input_format: 'The first line holds n and k separated by a space (0 <= n <= 500, 1 <= k <= 2^60); each of the next n lines holds one patch mask, an integer 0 <= a < 2^60. The emptiest input is 0 1, which prints 0.',
        output_format: 'One integer: the k-th smallest reachable config, or -1.',
        examples: { input: '3 3\n3\n5\n6\n', output: '5\n' },
      },
      hints: ['With a fully reduced basis sorted by leading bit, the binary digits of k - 1 say which basis vectors to XOR.', 'There are exactly 2^r distinct values, r being the rank.'],
      par: 504,
    },
  },
};
