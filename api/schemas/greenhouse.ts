import { z } from 'zod';
import type { AssessmentRecord } from '../../db/assessments';
import type { GreenhouseKeyRecord } from '../../db/greenhouse-keys';
import { GREENHOUSE_KEY_PREFIX } from '../../lib/ids';
import { registry } from '../http/openapi';
import { Id, iso, isoOrOmit, NOT_BLANK, text, Timestamp } from './common';

/** Greenhouse keys in force a company may hold at once. */
export const MAX_GREENHOUSE_KEYS = 20;

/** A Greenhouse key as listed: never the key itself, which is shown once, when it is created. */
export const GreenhouseKey = registry.register(
  'GreenhouseKey',
  z.object({
    id: Id,
    name: z.string(),
    created_at: Timestamp,
    last_used_at: Timestamp.optional().describe(
      "Greenhouse's last call with the key, to the minute; absent while it has made none",
    ),
  }),
);

export const GreenhouseKeyList = registry.register('GreenhouseKeyList', z.object({ data: z.array(GreenhouseKey) }));

export const GreenhouseKeyCreated = registry.register(
  'GreenhouseKeyCreated',
  GreenhouseKey.omit({ last_used_at: true }).extend({
    key: z
      .string()
      .regex(/^ghk_[A-Za-z0-9_-]{43}$/)
      .describe(
        `The key, shown this once and never again (only its SHA-256 is kept): \`${GREENHOUSE_KEY_PREFIX}\` and 43 ` +
          'base64url characters. Give it to Greenhouse, which sends it as the user name of HTTP Basic.',
      ),
  }),
);

export const GreenhouseKeyCreate = registry.register(
  'GreenhouseKeyCreate',
  z.strictObject({
    name: text(100, { min: 1, rule: 'is required, at most 100 characters' })
      .regex(NOT_BLANK, 'is required')
      .overwrite((name) => name.trim())
      .describe('What the key is for, for people (e.g. "Greenhouse production"); spaces around it are ignored'),
  }),
);

/** One test of list_tests, in the document's names: the assessment's id and name. */
export const GreenhouseTest = registry.register(
  'GreenhouseTest',
  z.object({
    partner_test_id: Id.describe("The assessment's id"),
    partner_test_name: z
      .string()
      .describe('The assessment\'s name, followed by " (test)" when its rounds are test rounds'),
  }),
);

export const GreenhouseTestList = registry.register(
  'GreenhouseTestList',
  z
    .array(GreenhouseTest)
    .describe("The company's assessments (deleted ones left out), by name; empty when it has none"),
);

export function greenhouseKeyView(k: GreenhouseKeyRecord): z.infer<typeof GreenhouseKey> {
  return GreenhouseKey.parse({
    id: k.id,
    name: k.name,
    created_at: iso(k.created_at),
    last_used_at: isoOrOmit(k.last_used_at),
  });
}

/** What Greenhouse shows for an assessment: a test one is marked in its name, the document having no field for it. */
export function greenhouseTestView(a: AssessmentRecord): z.infer<typeof GreenhouseTest> {
  return GreenhouseTest.parse({ partner_test_id: a.id, partner_test_name: a.test ? `${a.name} (test)` : a.name });
}
