import { z } from 'zod';
import type { AssessmentRecord } from '../../db/assessments';
import { registry } from '../http/openapi';
import { ASSESSMENT_SETTINGS, ASSESSMENT_SETTINGS_WITH_DEFAULTS } from './assessment-settings';
import { Id, iso, nameText, NOT_BLANK, Timestamp } from './common';

/** Live assessments a company may hold at once: every one is listed whole, here and to Greenhouse. */
export const MAX_ASSESSMENTS = 500;

const AssessmentName = nameText(100, { min: 1, rule: 'is required, at most 100 characters' })
  .regex(NOT_BLANK, 'is required')
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'may hold no control or format characters (zero-width, direction marks)')
  .regex(/^(?![\s\S]*\(test\)\s*$)/i, 'may not end with "(test)": Greenhouse shows a test assessment so')
  .overwrite((name) => name.trim().normalize('NFC'))
  .describe(
    "What Greenhouse shows as the test's label; spaces around it are ignored. Unique among the company's " +
      'assessments, letter case aside (422 validation_failed on name)',
  );
const AssessmentTest = z
  .boolean('must be true or false')
  .describe('true: its rounds are test rounds, never charged, and Greenhouse shows it as "<name> (test)"');

/** The resource: its fields, what a create and a change take of them, and its view. */
export const Assessment = registry.register(
  'Assessment',
  z.object({
    id: Id,
    name: z.string(),
    test: z.boolean().describe('true: its rounds are test rounds; false: live rounds'),
    ...ASSESSMENT_SETTINGS,
    created_at: Timestamp,
  }),
);

export const AssessmentList = registry.register('AssessmentList', z.object({ data: z.array(Assessment) }));

export const AssessmentCreate = registry.register(
  'AssessmentCreate',
  z
    .strictObject({ name: AssessmentName, test: AssessmentTest.default(false), ...ASSESSMENT_SETTINGS_WITH_DEFAULTS })
    .describe('A new assessment: live unless `test` is true; each setting left out takes its default'),
);

export const AssessmentChange = registry.register(
  'AssessmentChange',
  z
    .strictObject({ name: AssessmentName, test: AssessmentTest, ...ASSESSMENT_SETTINGS })
    .partial()
    .describe('The fields to change; those left out keep their value, and null resets a nullable setting'),
);

export function assessmentView(a: AssessmentRecord): z.infer<typeof Assessment> {
  return Assessment.parse({
    id: a.id,
    name: a.name,
    test: a.test,
    round_time_limit_minutes: a.round_time_limit_minutes,
    languages: a.languages,
    holes: a.holes,
    expires_in_days: a.expires_in_days,
    separate_attempts: a.separate_attempts,
    questions: a.questions,
    created_at: iso(a.created_at),
  });
}
