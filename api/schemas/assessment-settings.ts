import { CURRENT_SHEET_ID, getHole } from '@hiring/course';
import { z } from 'zod';
import { QUESTIONS_OFFERED } from '../../db/companies';
import { ROUND_TIME_LIMIT_MINUTES } from '../../workflow-contract/round-clock';
import { distinct } from './common';
import { LAST_HOLE_ID } from './round';
import { languageIds, roundTimeLimitMinutes } from './round-settings';

/**
 * An assessment's own settings: what a round started from one of its tests (sent by Greenhouse)
 * plays under. The nullable ones fall back to the company's setting, or to the whole course, when
 * null; migration 1763800000035 holds the database to the same rules.
 */

/** A candidate picks three holes, so fewer would leave no choice; the course has 100. */
export const ASSESSMENT_HOLES = { min: 3, max: 100 } as const;
/** How long a sent test can be started: eight weeks at most, 30 days unless the assessment says otherwise. */
export const ASSESSMENT_EXPIRES_IN_DAYS = { min: 1, max: 56, default: 30 } as const;

const HOLES_RULE =
  `must be ${ASSESSMENT_HOLES.min} to ${ASSESSMENT_HOLES.max} different hole ids of GET /v1/course, ` +
  'or null for the whole course';
const HOLE_RULE = `must be a hole id of GET /v1/course (1 to ${LAST_HOLE_ID})`;
const onCourse = (id: number) => getHole(CURRENT_SHEET_ID, id) !== undefined;

// An id out of bounds is refused once, not a second time by the course.
const outOfBounds = { error: HOLE_RULE, abort: true };
const CourseHoleId = z.int(HOLE_RULE).min(1, outOfBounds).max(LAST_HOLE_ID, outOfBounds).refine(onCourse, HOLE_RULE);

const Holes = z
  .array(CourseHoleId, HOLES_RULE)
  .min(ASSESSMENT_HOLES.min, HOLES_RULE)
  .max(ASSESSMENT_HOLES.max, HOLES_RULE)
  .refine(distinct, HOLES_RULE)
  .overwrite((ids) => [...ids].sort((a, b) => a - b))
  .openapi({ uniqueItems: true })
  .nullable()
  .describe(
    `The holes a candidate picks three from: ${ASSESSMENT_HOLES.min} to ${ASSESSMENT_HOLES.max} different hole ids ` +
      'of GET /v1/course, answered in ascending order. null (the default): the whole course',
  );

const RoundTimeLimit = roundTimeLimitMinutes("for the company's setting").describe(
  `Minutes a round started from this assessment may last (${ROUND_TIME_LIMIT_MINUTES.min} to ` +
    `${ROUND_TIME_LIMIT_MINUTES.max}). null (the default): the company's round_time_limit_minutes applies`,
);

const Languages = languageIds("for the company's list").describe(
  'The languages a round started from this assessment may be answered in (ids of GET /v1/languages, each once). ' +
    "null (the default): the company's languages apply",
);

const { min: DAYS_MIN, max: DAYS_MAX, default: DAYS_DEFAULT } = ASSESSMENT_EXPIRES_IN_DAYS;
const EXPIRES_RULE = `must be an integer from ${DAYS_MIN} to ${DAYS_MAX} (days)`;
const ExpiresInDays = z
  .int(EXPIRES_RULE)
  .min(DAYS_MIN, EXPIRES_RULE)
  .max(DAYS_MAX, EXPIRES_RULE)
  .describe(
    `Days a test sent for this assessment (by Greenhouse) can be started, from when it is sent (${DAYS_MIN} to ` +
      `${DAYS_MAX}; ${DAYS_DEFAULT} by default). A test keeps the expiry it was sent with`,
  );

const SeparateAttempts = z
  .boolean('must be true or false')
  .describe(
    "false (the default): a round started from this assessment's test counts against the company's per_candidate, " +
      'like any live round. true: it counts only against its own test (one round per test sent), never against ' +
      'per_candidate',
  );

const Questions = z
  .enum(QUESTIONS_OFFERED, 'must be course, own, both or null')
  .nullable()
  .describe(
    "What a round started from this assessment offers: course (the course's holes, as `holes` narrows them), own " +
      "(the company's published questions, with the course beside them while fewer than three are published) or " +
      "both. null (the default): the company's setting `questions` applies",
  );

/** Each setting as the resource shows it and a change takes it. */
export const ASSESSMENT_SETTINGS = {
  round_time_limit_minutes: RoundTimeLimit,
  languages: Languages,
  holes: Holes,
  expires_in_days: ExpiresInDays,
  separate_attempts: SeparateAttempts,
  questions: Questions,
};

/** Each setting as a create takes it: absent, its default. */
export const ASSESSMENT_SETTINGS_WITH_DEFAULTS = {
  round_time_limit_minutes: RoundTimeLimit.default(null),
  languages: Languages.default(null),
  holes: Holes.default(null),
  expires_in_days: ExpiresInDays.default(DAYS_DEFAULT),
  separate_attempts: SeparateAttempts.default(false),
  questions: Questions.default(null),
};

export const ASSESSMENT_SETTING_NAMES = Object.keys(ASSESSMENT_SETTINGS) as Array<keyof typeof ASSESSMENT_SETTINGS>;
