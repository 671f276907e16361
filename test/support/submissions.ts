import { readFileSync } from 'node:fs';
import type { Scorecard } from '../../scoring/scorecard/scorecard-schema';
import { referenceProgramPath } from '@hiring/course';
import type { Queryable } from '../../db/pool';
import { newId } from '../../lib/ids';
import { buildScorecard } from '../../scoring';
import type { CorrectnessSandbox } from '../../scoring/measure';
import { DEFAULT_LIMITS } from '../../scoring/sandbox/limits';
import type { CaseCounts } from '../../scoring/scorecard/case-counts';

/** A round of sheet 1 as a candidate might have drawn it: 3 holes and the variation of each. */
export const SAMPLE_ROUND = { sheetId: 1, holes: [12, 47, 93], variations: ['B', 'D', 'A'] } as const;

/**
 * Hidden cases of SAMPLE_ROUND as analysis counts them: the first hole failed two of its largest
 * cases, the second passed all, the third is prose.
 */
export const SAMPLE_CASE_COUNTS: CaseCounts = {
  [SAMPLE_ROUND.holes[0]]: {
    passed: 7,
    total: 9,
    correct: false,
    by_kind: { empty: { passed: 1, total: 1 }, maximum: { passed: 0, total: 2 }, typical: { passed: 6, total: 6 } },
  },
  [SAMPLE_ROUND.holes[1]]: {
    passed: 4,
    total: 4,
    correct: true,
    by_kind: { minimum: { passed: 1, total: 1 }, typical: { passed: 3, total: 3 } },
  },
  [SAMPLE_ROUND.holes[2]]: null,
};

export interface SampleShot {
  language: string;
  code: string;
}

/** The round's shots: the JavaScript reference of the first hole, Python of the second, a prose answer. */
export function sampleShots(): Record<string, SampleShot> {
  const [first, second, third] = SAMPLE_ROUND.holes;
  const program = (hole: number, letter: 'A' | 'B' | 'C' | 'D' | 'E', language: 'javascript' | 'python') =>
    readFileSync(referenceProgramPath(1, hole, letter, language), 'utf8');
  return {
    [first]: { language: 'javascript', code: program(first, 'B', 'javascript') },
    [second]: { language: 'python', code: program(second, 'D', 'python') },
    [third]: {
      language: 'human',
      code: 'Read the input line by line, keep a running total, and print it once the input ends.',
    },
  };
}

/** A sandbox that reports every hidden case as passed, as a good candidate's programs would. */
const passingSandbox: CorrectnessSandbox = {
  run: async (request) => ({
    available: true,
    cases: request.cases.map(() => ({
      verdict: 'passed',
      cpuMs: 20,
      wallMs: 30,
      maxRssKiB: 40_000,
      exitCode: 0,
      signal: null,
      stdout: '',
      stderr: '',
      warm: true,
    })),
    cpuMs: 20 * request.cases.length,
    wallMs: 30 * request.cases.length,
    sandboxes: 1,
    limits: { ...DEFAULT_LIMITS },
    memoryEnforcement: 'cgroup',
  }),
};

let scorecard: Promise<Scorecard> | undefined;

/** The scorecard the scoring engine gives the sample round: built once, shared by every seeded row. */
export function sampleScorecard(): Promise<Scorecard> {
  scorecard ??= buildScorecard({
    sheetId: SAMPLE_ROUND.sheetId,
    holes: SAMPLE_ROUND.holes,
    variations: SAMPLE_ROUND.variations,
    shots: sampleShots(),
    personalities: ['jaded_dev', 'caffeinated_genius', 'academic_rebel'],
    createdAt: '2025-03-01T12:00:00.000Z',
    caseSeed: 1,
    sandbox: passingSandbox,
  });
  return scorecard;
}

export type SubmissionStatus = 'draft' | 'submitted' | 'processing' | 'analyzed';

export interface SeedSubmission {
  id: string;
  sheetId: number;
  email: string;
  name: string;
  holes: readonly number[];
  variations: readonly string[];
  attempt: number;
  status: SubmissionStatus;
  test: 0 | 1;
  message: string | null;
  shots: Record<string, SampleShot>;
  scorecard: Scorecard | null;
  createdAt: Date;
  submittedAt: Date | null;
  processingStartedAt: Date | null;
  processingFinishedAt: Date | null;
  candidateEmailedAt: Date | null;
  companyEmailedAt: Date | null;
  webhookCompletedAt: Date | null;
}

const MINUTE = 60_000;

/**
 * Inserts a submission as the round and the submission workflow would have left it: by default an
 * analyzed one with the sample round's shots and scorecard, and the timestamps of each step it
 * reached (a few minutes apart from `createdAt`). `overrides` replaces any of it.
 */
export async function seedSubmission(
  db: Queryable,
  companyId: string,
  overrides: Partial<SeedSubmission> = {},
): Promise<SeedSubmission> {
  const status = overrides.status ?? 'analyzed';
  const createdAt = overrides.createdAt ?? new Date();
  const reached = (step: SubmissionStatus, minutes: number) =>
    STEPS.indexOf(status) >= STEPS.indexOf(step) ? new Date(createdAt.getTime() + minutes * MINUTE) : null;
  const analyzed = status === 'analyzed';
  const row: SeedSubmission = {
    id: newId(),
    sheetId: SAMPLE_ROUND.sheetId,
    email: `candidate-${newId().slice(0, 8)}@example.test`,
    name: 'Ada Lovelace',
    holes: SAMPLE_ROUND.holes,
    variations: SAMPLE_ROUND.variations,
    attempt: 1,
    status,
    test: 0,
    message: status === 'draft' ? null : 'Thanks for having me; the second one was fun.',
    shots: sampleShots(),
    scorecard: analyzed ? await sampleScorecard() : null,
    createdAt,
    submittedAt: reached('submitted', 30),
    processingStartedAt: reached('processing', 31),
    processingFinishedAt: reached('analyzed', 33),
    candidateEmailedAt: reached('analyzed', 34),
    companyEmailedAt: reached('analyzed', 34),
    webhookCompletedAt: reached('analyzed', 35),
    ...overrides,
  };
  await db.query(
    `INSERT INTO submissions (id, company_id, sheet_id, email, name, holes, variations, attempt, status, test, message,
       shots, scorecard, created_at, submitted_at, processing_started_at, processing_finished_at,
       candidate_emailed_at, company_emailed_at, webhook_completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      row.id,
      companyId,
      row.sheetId,
      row.email,
      row.name,
      row.holes,
      row.variations,
      row.attempt,
      row.status,
      row.test,
      row.message,
      JSON.stringify(row.shots),
      row.scorecard && JSON.stringify(row.scorecard),
      row.createdAt,
      row.submittedAt,
      row.processingStartedAt,
      row.processingFinishedAt,
      row.candidateEmailedAt,
      row.companyEmailedAt,
      row.webhookCompletedAt,
    ],
  );
  return row;
}

const STEPS: readonly SubmissionStatus[] = ['draft', 'submitted', 'processing', 'analyzed'];
