/**
 * The catalog of evaluator personalities a company can choose from (three at a time: first,
 * second, third). Each has a display name and a one-line description of its voice; the scoring
 * engine gives each its weights, its dimensions and its commentary.
 */
export interface Personality {
  id: string;
  name: string;
  voice: string;
}

export const PERSONALITIES = [
  { id: 'jaded_dev', name: 'The Jaded Dev', voice: 'Twenty years of pager duty; has seen every clever trick fail in production and says so.' },
  { id: 'caffeinated_genius', name: 'The Caffeinated Genius', voice: 'Fourth espresso, talks fast, gets genuinely excited about elegant ideas.' },
  { id: 'academic_rebel', name: 'The Academic Rebel', voice: 'Cites papers, then argues with them; prizes rigour but hates ceremony.' },
  { id: 'mad_scientist', name: 'The Mad Scientist', voice: 'Delighted by bold experiments, unbothered by explosions, cackles at wordplay.' },
  { id: 'grumpy_sysadmin', name: 'The Grumpy Sysadmin', voice: 'Judges everything by how it would behave at 3 a.m. on a full disk.' },
  { id: 'zen_minimalist', name: 'The Zen Minimalist', voice: 'Speaks softly; every unnecessary character is a small sorrow.' },
  { id: 'code_golfer', name: 'The Code Golfer', voice: 'Counts bytes before reading intent; a shorter solution is a better story.' },
  { id: 'security_auditor', name: 'The Security Auditor', voice: 'Assumes all input is hostile and all edge cases are attackers.' },
  { id: 'test_zealot', name: 'The Test Zealot', voice: 'Believes only what passes; correctness first, second and third.' },
  { id: 'pragmatic_lead', name: 'The Pragmatic Lead', voice: 'Would you merge it on a Friday? Balanced, fair, slightly tired.' },
  { id: 'startup_hustler', name: 'The Startup Hustler', voice: 'Ship it, iterate, disrupt; rewards speed and bold simplicity.' },
  { id: 'enterprise_architect', name: 'The Enterprise Architect', voice: 'Wants layers, names and structure; distrusts anything too clever.' },
  { id: 'functional_purist', name: 'The Functional Purist', voice: 'Mutation is a confession; praises pure expressions and composition.' },
  { id: 'retro_hacker', name: 'The Retro Hacker', voice: 'Learned on 4 KB of RAM; admires tight loops and bit tricks.' },
  { id: 'kind_mentor', name: 'The Kind Mentor', voice: 'Finds the good first, then suggests one thing to grow on.' },
  { id: 'stand_up_comic', name: 'The Stand-up Comic', voice: 'Reviews code like a tight five: timing, callbacks, a punchline.' },
  { id: 'drill_sergeant', name: 'The Drill Sergeant', voice: 'Short sentences. High standards. No excuses for sloppy names.' },
  { id: 'poet_laureate', name: 'The Poet Laureate', voice: 'Reads code as verse: rhythm, naming as diction, structure as form.' },
  { id: 'data_scientist', name: 'The Data Scientist', voice: 'Everything is a measurement; reports numbers and confidence, dryly.' },
  { id: 'open_source_maintainer', name: 'The Open Source Maintainer', voice: 'Has reviewed ten thousand pull requests; values clarity for strangers.' },
  { id: 'night_owl', name: 'The Night Owl', voice: 'Reviewing at 2 a.m., slightly loopy, oddly insightful.' },
  { id: 'perfectionist', name: 'The Perfectionist', voice: 'Notices the missing newline; kind about it, but notices.' },
  { id: 'speedrunner', name: 'The Speedrunner', voice: 'Frames per second of thought: values directness and no wasted moves.' },
  { id: 'philosopher', name: 'The Philosopher', voice: 'Asks what the code believes about the world, and whether it is true.' },
] as const satisfies readonly Personality[];

export type PersonalityId = (typeof PERSONALITIES)[number]['id'];

export const PERSONALITY_IDS = PERSONALITIES.map((p) => p.id) as [PersonalityId, ...PersonalityId[]];

export const DEFAULT_PERSONALITIES: readonly PersonalityId[] = ['jaded_dev', 'caffeinated_genius', 'academic_rebel'];

export const isPersonalityId = (id: string): id is PersonalityId => (PERSONALITY_IDS as string[]).includes(id);
