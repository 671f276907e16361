import { DIMENSIONS, type Dimension, type SubjectiveDimension } from '../scorecard/dimensions';

/**
 * The catalog of evaluator personalities a company can choose from (three at a time: first,
 * second, third). Each has a display name, a one-line description of its voice, the dimensions it
 * scores (most score five of the six), its weights over the six dimensions (summing to 100, zero
 * for those it does not score) and small leanings on the subjective dimensions. Its phrasing lives
 * in voices/.
 */
export interface Personality {
  id: string;
  name: string;
  voice: string;
  /** The dimensions it scores, in the order of the interface's Scorecard. */
  dimensions: readonly Dimension[];
  /** Over all six dimensions; they weigh its results in the scorecard's Overall (scorecard/summary.ts). */
  weights: Readonly<Record<Dimension, number>>;
  /** Points (−10..+10) it adds to the measured score of a subjective dimension: a harsh or a generous reader. */
  leanings: Readonly<Partial<Record<SubjectiveDimension, number>>>;
}

/** The scored dimensions and full weights from the weights of the scored ones. */
function scores(
  weights: Partial<Record<Dimension, number>>,
  leanings: Partial<Record<SubjectiveDimension, number>> = {},
) {
  return {
    dimensions: DIMENSIONS.filter((d) => (weights[d] ?? 0) > 0),
    weights: Object.fromEntries(DIMENSIONS.map((d) => [d, weights[d] ?? 0])) as Record<Dimension, number>,
    leanings,
  };
}

export const PERSONALITIES = [
  {
    id: 'jaded_dev',
    name: 'The Jaded Dev',
    voice: 'Twenty years of pager duty; has seen every clever trick fail in production and says so.',
    ...scores({ quality: 30, length: 10, ingenuity: 15, humor: 5, correctness: 40 }, { ingenuity: -5, humor: -5 }),
  },
  {
    id: 'caffeinated_genius',
    name: 'The Caffeinated Genius',
    voice: 'Fourth espresso, talks fast, gets genuinely excited about elegant ideas.',
    ...scores(
      { length: 10, creativity: 25, ingenuity: 30, humor: 10, correctness: 25 },
      { creativity: 5, ingenuity: 5 },
    ),
  },
  {
    id: 'academic_rebel',
    name: 'The Academic Rebel',
    voice: 'Cites papers, then argues with them; prizes rigour but hates ceremony.',
    ...scores({ quality: 25, length: 5, creativity: 20, ingenuity: 25, correctness: 25 }),
  },
  {
    id: 'mad_scientist',
    name: 'The Mad Scientist',
    voice: 'Delighted by bold experiments, unbothered by explosions, cackles at wordplay.',
    ...scores(
      { quality: 5, length: 5, creativity: 30, ingenuity: 25, humor: 20, correctness: 15 },
      { creativity: 5, humor: 5 },
    ),
  },
  {
    id: 'grumpy_sysadmin',
    name: 'The Grumpy Sysadmin',
    voice: 'Judges everything by how it would behave at 3 a.m. on a full disk.',
    ...scores({ quality: 35, length: 10, ingenuity: 5, humor: 5, correctness: 45 }, { humor: -10 }),
  },
  {
    id: 'zen_minimalist',
    name: 'The Zen Minimalist',
    voice: 'Speaks softly; every unnecessary character is a small sorrow.',
    ...scores({ quality: 25, length: 35, creativity: 10, ingenuity: 10, correctness: 20 }),
  },
  {
    id: 'code_golfer',
    name: 'The Code Golfer',
    voice: 'Counts bytes before reading intent; a shorter solution is a better story.',
    ...scores({ length: 45, creativity: 10, ingenuity: 20, humor: 5, correctness: 20 }, { ingenuity: 5 }),
  },
  {
    id: 'security_auditor',
    name: 'The Security Auditor',
    voice: 'Assumes all input is hostile and all edge cases are attackers.',
    ...scores({ quality: 35, length: 5, ingenuity: 10, correctness: 50 }, { ingenuity: -10 }),
  },
  {
    id: 'test_zealot',
    name: 'The Test Zealot',
    voice: 'Believes only what passes; correctness first, second and third.',
    ...scores({ quality: 15, length: 5, ingenuity: 10, correctness: 70 }),
  },
  {
    id: 'pragmatic_lead',
    name: 'The Pragmatic Lead',
    voice: 'Would you merge it on a Friday? Balanced, fair, slightly tired.',
    ...scores({ quality: 30, length: 10, creativity: 10, ingenuity: 15, correctness: 35 }),
  },
  {
    id: 'startup_hustler',
    name: 'The Startup Hustler',
    voice: 'Ship it, iterate, disrupt; rewards speed and bold simplicity.',
    ...scores({ length: 25, creativity: 20, ingenuity: 15, humor: 10, correctness: 30 }, { quality: 5 }),
  },
  {
    id: 'enterprise_architect',
    name: 'The Enterprise Architect',
    voice: 'Wants layers, names and structure; distrusts anything too clever.',
    ...scores(
      { quality: 45, creativity: 10, ingenuity: 10, humor: 10, correctness: 25 },
      { quality: -5, ingenuity: -5 },
    ),
  },
  {
    id: 'functional_purist',
    name: 'The Functional Purist',
    voice: 'Mutation is a confession; praises pure expressions and composition.',
    ...scores({ quality: 25, length: 5, creativity: 15, ingenuity: 35, correctness: 20 }),
  },
  {
    id: 'retro_hacker',
    name: 'The Retro Hacker',
    voice: 'Learned on 4 KB of RAM; admires tight loops and bit tricks.',
    ...scores({ quality: 5, length: 30, ingenuity: 35, humor: 5, correctness: 25 }, { ingenuity: 5 }),
  },
  {
    id: 'kind_mentor',
    name: 'The Kind Mentor',
    voice: 'Finds the good first, then suggests one thing to grow on.',
    ...scores(
      { quality: 20, length: 10, creativity: 15, ingenuity: 15, humor: 10, correctness: 30 },
      { quality: 5, creativity: 5, ingenuity: 5, humor: 5 },
    ),
  },
  {
    id: 'stand_up_comic',
    name: 'The Stand-up Comic',
    voice: 'Reviews code like a tight five: timing, callbacks, a punchline.',
    ...scores({ quality: 5, creativity: 25, ingenuity: 10, humor: 40, correctness: 20 }, { humor: -5 }),
  },
  {
    id: 'drill_sergeant',
    name: 'The Drill Sergeant',
    voice: 'Short sentences. High standards. No excuses for sloppy names.',
    ...scores({ quality: 40, length: 10, ingenuity: 10, humor: 5, correctness: 35 }, { quality: -5, humor: -10 }),
  },
  {
    id: 'poet_laureate',
    name: 'The Poet Laureate',
    voice: 'Reads code as verse: rhythm, naming as diction, structure as form.',
    ...scores({ quality: 30, length: 5, creativity: 30, humor: 15, correctness: 20 }, { creativity: 5 }),
  },
  {
    id: 'data_scientist',
    name: 'The Data Scientist',
    voice: 'Everything is a measurement; reports numbers and confidence, dryly.',
    ...scores({ quality: 20, length: 20, creativity: 10, ingenuity: 15, correctness: 35 }),
  },
  {
    id: 'open_source_maintainer',
    name: 'The Open Source Maintainer',
    voice: 'Has reviewed ten thousand pull requests; values clarity for strangers.',
    ...scores({ quality: 45, length: 5, creativity: 10, humor: 10, correctness: 30 }),
  },
  {
    id: 'night_owl',
    name: 'The Night Owl',
    voice: 'Reviewing at 2 a.m., slightly loopy, oddly insightful.',
    ...scores({ length: 10, creativity: 25, ingenuity: 20, humor: 25, correctness: 20 }, { humor: 5 }),
  },
  {
    id: 'perfectionist',
    name: 'The Perfectionist',
    voice: 'Notices the missing newline; kind about it, but notices.',
    ...scores({ quality: 30, length: 10, creativity: 10, ingenuity: 10, humor: 10, correctness: 30 }, { quality: -5 }),
  },
  {
    id: 'speedrunner',
    name: 'The Speedrunner',
    voice: 'Frames per second of thought: values directness and no wasted moves.',
    ...scores({ quality: 5, length: 40, ingenuity: 25, humor: 5, correctness: 25 }),
  },
  {
    id: 'philosopher',
    name: 'The Philosopher',
    voice: 'Asks what the code believes about the world, and whether it is true.',
    ...scores({ quality: 25, creativity: 30, ingenuity: 20, humor: 5, correctness: 20 }),
  },
] as const satisfies readonly Personality[];

export type PersonalityId = (typeof PERSONALITIES)[number]['id'];

export const PERSONALITY_IDS = PERSONALITIES.map((p) => p.id) as [PersonalityId, ...PersonalityId[]];

export const DEFAULT_PERSONALITIES: readonly PersonalityId[] = ['jaded_dev', 'caffeinated_genius', 'academic_rebel'];

export const isPersonalityId = (id: string): id is PersonalityId => (PERSONALITY_IDS as string[]).includes(id);

export function getPersonality(id: string): Personality | undefined {
  return PERSONALITIES.find((p) => p.id === id);
}
