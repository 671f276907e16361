import { z } from 'zod';
import { CURRENT_SHEET_ID, holeSummaries, QUESTION_LIMITS } from '@hiring/course';
import { EXAMPLE_OUTPUT_BYTES, EXAMPLE_VERDICTS, OWN_INPUT_VERDICTS } from '../../scoring/shots/example-run';
import { SHOT_LANGUAGE_IDS, SHOT_LANGUAGES } from '../../scoring/shots/shot-languages';
import { registry } from '../http/openapi';
import { EMAIL_PATTERN, EMAIL_RULE, Id, NOT_BLANK, padded, text, Timestamp } from './common';
import { CourseEntry } from './course';
import { SUBMISSION_STATUSES } from './submission';

export const MAX_SHOT_CODE_BYTES = 64 * 1024;
export const MAX_MESSAGE_LENGTH = 5000;
/** "Run with my input": what the candidate may type, in characters (so at most 64 KiB of UTF-8). */
export const MAX_OWN_INPUT_CHARS = 16_384;

/** Hole ids as the paths and bodies take them: what is not in the course answers 404 hole_not_found. */
export const MAX_HOLE_ID = 999_999_999;
const courseIds = holeSummaries(CURRENT_SHEET_ID).map((h) => h.id);
/** The course's ids run from 1 to this; the document says so, and an id past it answers 404 hole_not_found. */
export const LAST_HOLE_ID = Math.max(...courseIds);
export const HoleId = z
  .int('must be a hole id (an integer)')
  .min(1, 'must be a hole id (an integer)')
  .max(MAX_HOLE_ID, 'must be a hole id (an integer)')
  .describe(
    `A hole id of GET /v1/course: the course's (1 to ${LAST_HOLE_ID}) or a company's own question (from ` +
      `${QUESTION_LIMITS.firstId}) that the round's code or link offers; another answers 404 hole_not_found`,
  );

/** A round's holes, picked by its candidate. */
export const HOLES_PER_ROUND = 3;

const HoleIds = z
  .array(HoleId)
  .length(HOLES_PER_ROUND, `must be exactly ${HOLES_PER_ROUND} hole ids`)
  .refine((ids) => new Set(ids).size === ids.length, 'must be 3 different holes')
  .openapi({ minItems: HOLES_PER_ROUND, maxItems: HOLES_PER_ROUND, uniqueItems: true });

const AssessmentCode = text(64, { min: 1, rule: 'is required, at most 64 characters' })
  .regex(NOT_BLANK, 'is required')
  .overwrite((code) => code.trim().toUpperCase())
  .describe(
    "The company's live code (a charged assessment) or test code (free); spaces around it and letter case are ignored",
  );
const CandidateEmail = text(254, { min: 1, rule: EMAIL_RULE })
  .regex(padded(EMAIL_PATTERN), EMAIL_RULE)
  .overwrite((email) => email.trim())
  .describe('An e-mail address; spaces around it are ignored');
const CandidateName = text(200, { min: 1, rule: 'is required, at most 200 characters' })
  .regex(NOT_BLANK, 'is required')
  .overwrite((name) => name.trim())
  .describe('Spaces around it are ignored');

/** Starting with a code: it also needs the 6-digit `verification` e-mailed by POST /v1/rounds/verify. */
export const RoundStartWithCode = registry.register(
  'RoundStartWithCode',
  z.strictObject({
    code: AssessmentCode,
    email: CandidateEmail,
    name: CandidateName,
    holes: HoleIds.describe('3 different hole ids from GET /v1/course'),
    verification: z
      .string()
      .regex(padded('[0-9]{6}'), 'must be the 6-digit code from the e-mail')
      .overwrite((code) => code.trim())
      .optional()
      .describe('The code e-mailed by POST /v1/rounds/verify (without it: 403 email_not_verified)'),
  }),
);

/** Starting from an invitation link: the token proves the address, so nothing else is typed. */
export const RoundStartWithInvite = registry.register(
  'RoundStartWithInvite',
  z.strictObject({
    invite: text(2048, { min: 1, rule: 'is required, at most 2048 characters' }).describe(
      'The token of the invitation link (/play?invite=<token>)',
    ),
    name: CandidateName,
    holes: HoleIds.describe('3 different hole ids from GET /v1/course'),
  }),
);

export const RoundStart = registry.register('RoundStart', z.union([RoundStartWithCode, RoundStartWithInvite]));

export const VerificationRequest = registry.register(
  'VerificationRequest',
  z.strictObject({ code: AssessmentCode, email: CandidateEmail }),
);

export const VerificationSent = registry.register(
  'VerificationSent',
  z.object({ message: z.string(), expires_in: z.literal(900).describe('Seconds the e-mailed code stays valid') }),
);

const ShotCode = z
  .string()
  .regex(NOT_BLANK, 'must not be empty')
  .describe(`The solution text, not blank, at most ${MAX_SHOT_CODE_BYTES} bytes (UTF-8); larger answers 413`);

export const Shot = registry.register(
  'Shot',
  z.strictObject({
    language: z.enum(SHOT_LANGUAGE_IDS as [string, ...string[]], `must be one of: ${SHOT_LANGUAGE_IDS.join(', ')}`),
    code: ShotCode,
  }),
);

const EXECUTABLE_IDS = SHOT_LANGUAGES.filter((l) => l.kind === 'executable').map((l) => l.id);

/** A shot in a language that runs (`human` and `math` answers are read, not run). */
const runnableShot = {
  language: z.enum(
    EXECUTABLE_IDS as [string, ...string[]],
    `must be one of: ${EXECUTABLE_IDS.join(', ')} (human and math answers are read, not run)`,
  ),
  code: ShotCode,
};

/** "Run example". */
export const ExampleRunRequest = registry.register('ExampleRunRequest', z.strictObject(runnableShot));

/** "Run with my input": the program and what it reads on standard input. */
export const OwnInputRunRequest = registry.register(
  'OwnInputRunRequest',
  z.strictObject({
    ...runnableShot,
    input: text(MAX_OWN_INPUT_CHARS).describe(
      `What the program reads on standard input, exactly as sent (it may be empty), at most ${MAX_OWN_INPUT_CHARS} characters`,
    ),
  }),
);

const RoundBase = z.object({
  id: Id,
  test: z.union([z.literal(0), z.literal(1)]).describe('0 live (charged once analyzed), 1 test (free)'),
  attempt: z
    .int()
    .min(1)
    .describe("This candidate's attempt number with the company (live and test rounds are counted apart)"),
  holes: z.array(z.int()).length(3),
  course: z.record(z.string(), CourseEntry).describe('Hole id to the question as this candidate received it'),
  deadline_at: Timestamp.optional().describe(
    "Only under the company's round time limit (fixed when the round started): saves and submits are refused " +
      'with 409 time_limit_reached once it is past (a grace of 2 seconds for requests on their way), and the round ' +
      'is then submitted with the shots saved; absent without a limit',
  ),
  languages: z
    .array(z.string())
    .optional()
    .describe(
      "Only where the company restricts its candidates' languages (its setting when the round started): the " +
        'languages a shot may be in, ids of GET /v1/languages; a shot or a run in another is refused with 422',
    ),
});

export const RoundStarted = registry.register(
  'RoundStarted',
  RoundBase.extend({
    round_token: z.string().describe('Bearer token for this round only'),
    expires_in: z.int().describe('Validity of round_token in seconds'),
  }),
);

export const Round = registry.register(
  'Round',
  RoundBase.extend({
    status: z.enum(SUBMISSION_STATUSES).describe('`failed`: the round could not be scored; it is not charged'),
    shots: z.record(z.string(), Shot).describe('Hole id to the shot saved for it'),
    created_at: Timestamp,
    submitted_at: Timestamp.optional(),
    time_limit_reached: z
      .boolean()
      .describe('Whether the time limit ended the round: submitted at its deadline_at with the shots saved by then'),
  }),
);

export const SubmitRequest = registry.register(
  'SubmitRequest',
  z.strictObject({ message: text(MAX_MESSAGE_LENGTH).optional().describe('A message to the hiring team') }),
);

export const SubmitAccepted = registry.register('SubmitAccepted', z.object({ id: Id, status: z.literal('submitted') }));

export const ExampleRun = registry.register(
  'ExampleRun',
  z.object({
    verdict: z
      .enum(EXAMPLE_VERDICTS)
      .describe("The program's outcome on the hole's worked example (never a hidden case)"),
    stdout: z
      .string()
      .describe(`What the program printed: the first ${EXAMPLE_OUTPUT_BYTES} bytes, then a line saying it was cut`),
    stderr: z
      .string()
      .describe(
        "Its error output (and the reason of a verdict that needs one: for `compile_error`, the compiler's first lines), cut the same way",
      ),
    time_ms: z.int().min(0).describe('Wall-clock time of the run'),
  }),
);

export const OwnInputRun = registry.register(
  'OwnInputRun',
  z.object({
    verdict: z
      .enum(OWN_INPUT_VERDICTS)
      .describe(
        '`finished`: the program exited by itself with status 0. Its output is compared with nothing: ' +
          'there is no passed or wrong answer',
      ),
    exit_code: z
      .int()
      .optional()
      .describe("The program's exit status; absent when a limit or a signal ended it, or it did not compile"),
    stdout: z
      .string()
      .describe(`What the program printed: the first ${EXAMPLE_OUTPUT_BYTES} bytes, then a line saying it was cut`),
    stderr: z
      .string()
      .describe(
        "Its error output (and the reason of a verdict that needs one: for `compile_error`, the compiler's first lines), cut the same way",
      ),
    time_ms: z.int().min(0).describe('Wall-clock time of the run'),
  }),
);
