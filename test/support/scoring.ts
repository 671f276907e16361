import { existsSync, readFileSync } from 'node:fs';
import {
  getSheet,
  variationWithCases,
  type HoleSpec,
  type VariationLetter,
  referenceProgramPath,
} from '@hiring/course';
import type { SandboxRun } from '../../scoring/sandbox';
import type { CorrectnessSandbox } from '../../scoring/measure';
import type { BuildScorecardInput } from '../../scoring';
import { runCaseSeed } from './case-seed';

export const SHEET_ID = 1;
export const sheet = getSheet(SHEET_ID);
export const holeIds = [...sheet.holes.keys()].sort((a, b) => a - b);
export const hole = (id: number): HoleSpec => sheet.holes.get(id)!;
/** A variation with the hidden cases SCORECARD_CASE_SEED draws: the same on every run. */
export const drawnVariation = (id: number, letter: VariationLetter) =>
  variationWithCases(sheet.id, id, letter, SCORECARD_CASE_SEED);

export function reference(holeId: number, letter: VariationLetter, extension: 'js' | 'py'): string | undefined {
  const file = referenceProgramPath(SHEET_ID, holeId, letter, extension === 'js' ? 'javascript' : 'python');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** A sandbox that never executes anything, like one without bubblewrap. */
export const unavailableSandbox: CorrectnessSandbox = {
  run: async (): Promise<SandboxRun> => ({ available: false, reason: 'bubblewrap not found' }),
};

/** Runs `work` over `items`, at most `limit` at once. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const SCORECARD_CREATED_AT = '2025-03-01T12:00:00.000Z';
/** The seed the scorecard suites draw hidden cases from: one per run (test/support/case-seed.ts). */
export const SCORECARD_CASE_SEED = runCaseSeed();

/** The round the scorecard suites score: a reference program, a program that prints 42, a prose answer. */
export function scorecardRound(
  sandbox: CorrectnessSandbox,
  overrides: Partial<BuildScorecardInput> = {},
): BuildScorecardInput {
  return {
    sheetId: SHEET_ID,
    holes: [1, 11, 43],
    variations: { '1': 'A', '11': 'A', '43': 'B' },
    caseSeed: SCORECARD_CASE_SEED,
    shots: {
      '1': { language: 'python', code: reference(1, 'A', 'py')! },
      '11': { language: 'javascript', code: '// Sum it up, pun intended!\nconsole.log(42)' },
      '43': {
        language: 'human',
        code: 'Reveal each cell: a mine stays *, others show the count of neighbouring mines.',
      },
    },
    personalities: ['jaded_dev', 'caffeinated_genius', 'academic_rebel'],
    createdAt: SCORECARD_CREATED_AT,
    sandbox,
    ...overrides,
  };
}
