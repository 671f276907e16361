import type { Dimension } from '../scorecard/dimensions';

/**
 * One suggestion for the weakest dimension of a result that passes, by how weak it is (low: under 45,
 * mid: 45..69). Correctness has its own advice (commentary.ts): it names the kinds of case that fail.
 */
export const ADVICE: Readonly<
  Record<Exclude<Dimension, 'correctness'>, { low: readonly string[]; mid: readonly string[] }>
> = {
  length: {
    low: [
      'Look for a shorter route: built-ins, fewer temporary names, less ceremony.',
      'Par is much shorter than this; a different approach may get there.',
    ],
    mid: [
      'A few bytes could still go: look for repeated expressions.',
      'Par is within reach; trim what the solution does not need.',
    ],
  },
  quality: {
    low: [
      'Descriptive names and shallower nesting would help the next reader a lot.',
      'Split the work into small named steps and keep lines short.',
    ],
    mid: [
      'A few clearer names would make it read better.',
      'A short comment on the non-obvious part would help a reviewer.',
    ],
  },
  creativity: {
    low: [
      'Try a construct other than the obvious one; the language has many.',
      'Explore a different shape for the solution: a data structure, a function, a pipeline.',
    ],
    mid: ['One more idea of your own would lift it.', 'There is room for a less conventional approach.'],
  },
  ingenuity: {
    low: [
      "Reach for the language's idioms: comprehensions, destructuring, built-in aggregates.",
      'Look for a trick the problem invites: arithmetic, bits, a regular expression.',
    ],
    mid: ['An idiom or two could replace some of the plumbing.', 'There may be a neater trick hiding in the problem.'],
  },
  humor: {
    low: ['A comment with a wink would not hurt.', 'A playful name or a pun in a comment costs nothing.'],
    mid: ['The jokes could land harder.', 'A little more wordplay would round it off.'],
  },
};
