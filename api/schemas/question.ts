import { z } from 'zod';
import {
  CASE_TAGS,
  CATEGORIES,
  CURRENT_SHEET_ID,
  getHole,
  MAX_INPUT_CHARS,
  QUESTION_LIMITS,
  STATEMENT_RULES,
} from '@hiring/course';
import type { QuestionRecord, QuestionSummaryRecord } from '../../db/questions';
import { CHECK_STATUSES, QUESTION_STATUSES } from '../../db/questions';
import { SHOT_LANGUAGES } from '../../scoring/shots/shot-languages';
import { registry } from '../http/openapi';
import { iso, nameText, NOT_BLANK, text, Timestamp } from './common';
import { LAST_HOLE_ID } from './round';

/**
 * A company's own question (/v1/questions): a hole in the course's format (packages/course's
 * QuestionSpec), written by the company. The statement of each variation has the fields a
 * candidate reads (`description`, `human`, `hints`: the course entry's), beside its fixed cases and
 * programs, which no candidate ever reads.
 */

/** Questions in use (not retired) a company may hold at once. */
export const MAX_QUESTIONS = 500;
/** Questions a company may hold in all, retired ones (kept for what was played on them) included. */
export const MAX_QUESTIONS_EVER = 1000;

const EXECUTABLE_LANGUAGE_IDS = SHOT_LANGUAGES.filter((l) => l.kind === 'executable').map((l) => l.id);
const LANGUAGE_RULE = `must be the id of a language programs run in: ${EXECUTABLE_LANGUAGE_IDS.join(', ')}`;

/** Prose of `min` to `max` characters with something besides spaces: kept as written. */
const prose = (min: number, max: number) =>
  text(max, { min, rule: `must be ${min} to ${max} characters` }).regex(NOT_BLANK, 'must not be blank');

export const QuestionId = z
  .int('must be a question id (an integer)')
  .min(QUESTION_LIMITS.firstId)
  .describe(`A question id of the company's, from ${QUESTION_LIMITS.firstId}: apart from every course hole's`);

const Title = nameText(STATEMENT_RULES.titleChars.max, {
  min: STATEMENT_RULES.titleChars.min,
  rule: `must be ${STATEMENT_RULES.titleChars.min} to ${STATEMENT_RULES.titleChars.max} characters`,
})
  .regex(NOT_BLANK, 'must not be blank')
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'may hold no control or format characters (zero-width, direction marks)')
  .overwrite((title) => title.trim().normalize('NFC'))
  .describe(
    'What a candidate picks the question by; spaces around it are ignored, and its length is counted both as sent ' +
      "and as stored (trimmed, in Unicode's NFC form). Unique among the company's questions in use, letter case " +
      'aside (422 validation_failed on title)',
  );
const Category = z.enum(CATEGORIES, `must be one of: ${CATEGORIES.join(', ')}`);
const Difficulty = z
  .int(`must be an integer from ${STATEMENT_RULES.difficulty.min} to ${STATEMENT_RULES.difficulty.max}`)
  .min(STATEMENT_RULES.difficulty.min)
  .max(STATEMENT_RULES.difficulty.max);
const Private = z
  .boolean('must be true or false')
  .describe('true: the question is never sent to a language model (the rule-based evaluators alone score it)');

const Program = z
  .strictObject({
    language: z.enum(EXECUTABLE_LANGUAGE_IDS as [string, ...string[]], LANGUAGE_RULE),
    code: text(QUESTION_LIMITS.maxProgramChars, { min: 1 }).regex(NOT_BLANK, 'must not be blank'),
  })
  .describe('A program: it reads stdin and writes stdout, as a candidate program does, and runs in the same sandbox');

const Case = z
  .strictObject({
    tag: z.enum(CASE_TAGS, `must be one of: ${CASE_TAGS.join(', ')}`),
    input: text(MAX_INPUT_CHARS).describe('The exact stdin; its expected output is what the reference prints'),
  })
  .describe('A fixed case: every round of the variation gets it');

const Variation = z
  .strictObject({
    description: prose(STATEMENT_RULES.descriptionMinChars, QUESTION_LIMITS.maxDescriptionChars).describe('The task'),
    human: z.strictObject({
      input_format: prose(STATEMENT_RULES.formatMinChars, QUESTION_LIMITS.maxFormatChars).describe(
        'What stdin holds, its limits, and what the empty input means',
      ),
      output_format: prose(STATEMENT_RULES.formatMinChars, QUESTION_LIMITS.maxFormatChars).describe('What to print'),
      examples: z
        .strictObject({
          input: text(MAX_INPUT_CHARS),
          output: text(MAX_INPUT_CHARS, { min: 1 }).regex(NOT_BLANK, 'must not be blank'),
        })
        .describe("The worked example: its stdin, exactly, and what the reference prints for it ('Run example')"),
    }),
    hints: z
      .array(prose(STATEMENT_RULES.hintMinChars, QUESTION_LIMITS.maxHintChars))
      .max(STATEMENT_RULES.maxHints, `at most ${STATEMENT_RULES.maxHints} hints`)
      .default([]),
    cases: z
      .array(Case)
      .max(QUESTION_LIMITS.maxFixedCases, `at most ${QUESTION_LIMITS.maxFixedCases} fixed cases`)
      .default([]),
    generator: Program.nullable()
      .default(null)
      .describe('Draws more cases for each submission from its seed (the generator protocol); null: none'),
    reference: Program.describe('Prints the expected output of every input: the worked example, fixed and drawn cases'),
  })
  .describe("One variation: a round draws one of the question's variations, as it does a course hole's");

const Variations = z
  .array(Variation)
  .min(1, `must hold 1 to ${QUESTION_LIMITS.maxVariations} variations`)
  .max(QUESTION_LIMITS.maxVariations, `must hold 1 to ${QUESTION_LIMITS.maxVariations} variations`);

const Status = z
  .enum(QUESTION_STATUSES)
  .describe(
    'draft: written, never published, offered to no candidate; published: offered, in its published version ' +
      '(POST /v1/questions/{id}/publish); retired: no longer offered, kept for what was played on it',
  );

const Published = z
  .object({
    version: z.int().min(1).describe('1 for its first publish, one more at each'),
    at: Timestamp,
    changed_since: z
      .boolean()
      .describe('It was changed after that publish: rounds get the published version until it is published again'),
  })
  .nullable()
  .describe('Its latest published version; null: never published');

const Check = z
  .object({
    status: z
      .enum(CHECK_STATUSES)
      .describe(
        'running: its programs run in the sandbox now, as a round would run them (a few seconds to minutes); ' +
          'passed: nothing keeps it from being played; failed: `problems` says what does',
      ),
    problems: z
      .array(
        z.object({
          path: z.string().describe('The field at fault, as a 422 names it (`variations.0.cases.2`)'),
          message: z.string(),
        }),
      )
      .describe('Empty unless the check failed'),
  })
  .describe('The check of its latest change, by running its reference and generator in the sandbox');

const summaryFields = {
  id: QuestionId,
  status: Status,
  check: Check.pick({ status: true }).describe(
    'Where the check of its latest change stands; its problems: GET /v1/questions/{id}',
  ),
  published: Published,
  title: z.string(),
  category: Category,
  difficulty: z.int(),
  private: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const QuestionSummary = registry.register('QuestionSummary', z.object(summaryFields));
export const QuestionList = registry.register('QuestionList', z.object({ data: z.array(QuestionSummary) }));
export const Question = registry.register(
  'Question',
  z.object({ ...summaryFields, check: Check, variations: z.array(Variation) }),
);

export const QuestionCreate = registry.register(
  'QuestionCreate',
  z
    .strictObject({
      title: Title,
      category: Category,
      difficulty: Difficulty,
      private: Private.default(false),
      variations: Variations,
    })
    .describe('A new question, saved as a draft'),
);

export const QuestionChange = registry.register(
  'QuestionChange',
  z
    .strictObject({
      title: Title,
      category: Category,
      difficulty: Difficulty,
      private: Private,
      variations: Variations,
    })
    .partial()
    .describe('The fields to change; those left out keep their value, and `variations` replaces them all'),
);

/** Questions one import holds at most: as many as a company may have in use. */
export const MAX_IMPORTED = MAX_QUESTIONS;
/** What names an export, so that an import knows the document for one. */
export const EXPORT_FORMAT = 'hiring-assessment/questions';
export const EXPORT_VERSION = 1;

const ExportedQuestion = QuestionCreate.describe(
  "A question as written: the course package's format as data, what POST /v1/questions takes",
);

export const QuestionExport = registry.register(
  'QuestionExport',
  z
    .object({
      format: z.literal(EXPORT_FORMAT),
      version: z.literal(EXPORT_VERSION),
      exported_at: Timestamp,
      questions: z.array(ExportedQuestion),
    })
    .describe("The company's questions in use (drafts and published ones, as they stand), by title"),
);

const IMPORT_RULE = `must hold 1 to ${MAX_IMPORTED} questions`;
export const QuestionImport = registry.register(
  'QuestionImport',
  z
    .strictObject({
      format: z.literal(EXPORT_FORMAT, `must be "${EXPORT_FORMAT}"`).optional(),
      version: z.literal(EXPORT_VERSION, `must be ${EXPORT_VERSION}`).optional(),
      exported_at: z.string().optional().describe('Ignored: an export imports as it is'),
      questions: z.array(ExportedQuestion).min(1, IMPORT_RULE).max(MAX_IMPORTED, IMPORT_RULE),
    })
    .describe(
      'Questions to save as drafts, each checked: a GET /v1/questions/export document, of this company or another',
    ),
);

export const ImportedQuestions = registry.register(
  'ImportedQuestions',
  z
    .object({ data: z.array(QuestionSummary) })
    .describe(
      'The drafts saved, in the order of the import, as the list shows them: GET /v1/questions/{id} reads one whole',
    ),
);

const HOLE_RULE = `must be a hole id of GET /v1/course (1 to ${LAST_HOLE_ID})`;
const outOfCourse = { error: HOLE_RULE, abort: true };

export const QuestionFromCourse = registry.register(
  'QuestionFromCourse',
  z
    .strictObject({
      hole: z
        .int(HOLE_RULE)
        .min(1, outOfCourse)
        .max(LAST_HOLE_ID, outOfCourse)
        .refine((id) => getHole(CURRENT_SHEET_ID, id) !== undefined, HOLE_RULE)
        .describe('The course hole to copy'),
      title: Title.optional().describe("The copy's title; the hole's own when left out"),
    })
    .describe('A new draft copied from a course hole'),
);

export function questionSummaryView(q: QuestionSummaryRecord): z.infer<typeof QuestionSummary> {
  return QuestionSummary.parse({
    id: q.id,
    status: q.status,
    check: { status: q.check_status },
    published:
      q.published_version && q.published_at
        ? {
            version: q.published_version,
            at: iso(q.published_at),
            // Retiring changes the row, not what was published.
            changed_since: q.status !== 'retired' && q.updated_at > q.published_at,
          }
        : null,
    title: q.title,
    category: q.category,
    difficulty: q.difficulty,
    private: q.private,
    created_at: iso(q.created_at),
    updated_at: iso(q.updated_at),
  });
}

export function questionView(q: QuestionRecord): z.infer<typeof Question> {
  return Question.parse({
    ...questionSummaryView(q),
    check: { status: q.check_status, problems: q.check_problems },
    variations: q.variations,
  });
}
