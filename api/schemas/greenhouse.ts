import { z } from 'zod';
import type { AssessmentRecord } from '../../db/assessments';
import type { GreenhouseKeyRecord } from '../../db/greenhouse-keys';
import type { GreenhouseReportRecord, GreenhouseTestProgress } from '../../db/greenhouse-tests';
import { GREENHOUSE_KEY_PREFIX } from '../../lib/ids';
import { registry } from '../http/openapi';
import { paginated } from '../http/pagination';
import { EMAIL_PATTERN, EMAIL_RULE, Id, iso, isoOrOmit, NOT_BLANK, orOmit, padded, text, Timestamp } from './common';

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
        `The key, shown this once and never again (checked by its SHA-256, kept otherwise only sealed for the PATCH ` +
          `to Greenhouse): \`${GREENHOUSE_KEY_PREFIX}\` and 43 ` +
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

/** A text Greenhouse sends: of any length it may need, bounded so that no body is unbounded. */
const GreenhouseText = (what: string, max = 200) =>
  text(max, { min: 1, rule: `is required, at most ${max} characters` })
    .regex(NOT_BLANK, 'is required')
    .overwrite((s) => s.trim())
    .describe(what);
/** A name the invitation e-mail greets by: a line of text, no more (no control or format characters). */
const NAME_RULE = /^[^\p{Cc}\p{Cf}]*$/u;
const NAME_RULE_MESSAGE = 'may hold no control or format characters (line breaks)';
const CandidateName = (what: string) =>
  text(100, { min: 1, rule: 'is required, at most 100 characters' })
    .regex(NOT_BLANK, 'is required')
    .regex(NAME_RULE, NAME_RULE_MESSAGE)
    .overwrite((s) => s.trim())
    .describe(what);
const OptionalText = (what: string, max = 200) =>
  text(max)
    .overwrite((s) => s.trim())
    .nullish()
    .describe(`${what}; null or absent when Greenhouse has none`);

/**
 * send_test's body, as Greenhouse's document writes it (the candidate's fields inside `candidate`, as
 * its example does). Properties the document may add later are ignored, never refused.
 */
export const GreenhouseSendTest = registry.register(
  'GreenhouseSendTest',
  z.object({
    partner_test_id: z.string('is required: an id from list_tests').describe('An id from list_tests'),
    candidate: z.object(
      {
        first_name: CandidateName("The candidate's first name"),
        last_name: CandidateName("The candidate's last name"),
        preferred_name: text(100)
          .regex(NAME_RULE, NAME_RULE_MESSAGE)
          .overwrite((s) => s.trim())
          .nullish()
          .describe('The name the invitation greets the candidate by (else the first name); null or absent when none'),
        email: text(254, { min: 1, rule: EMAIL_RULE })
          .regex(padded(EMAIL_PATTERN), EMAIL_RULE)
          .overwrite((email) => email.trim())
          .describe('The test is sent to this address; spaces around it are ignored'),
        greenhouse_profile_url: GreenhouseText("The candidate's application in Greenhouse", 2048),
        resume_url: OptionalText('Not kept', 2048),
        phone_number: OptionalText('Not kept', 100),
      },
      'is required: an object with the candidate\'s names, "email" and "greenhouse_profile_url"',
    ),
    sent_by: OptionalText("The sender's e-mail address, kept for the company's list", 254),
    url: GreenhouseText(
      'Where the PATCH "Mark Test as Completed" goes: an https:// URL on a host of GREENHOUSE_HOSTS (greenhouse.io ' +
        'and its subdomains by default). Sending again with the same url is the same test: the answer is the first ' +
        "send's partner_interview_id, and nothing is sent twice",
      2048,
    ),
  }),
);

export const GreenhouseTestSent = registry.register(
  'GreenhouseTestSent',
  z.object({ partner_interview_id: Id.describe("The sent test's id: test_status takes it") }),
);

export const GreenhouseTestStatusQuery = z.object({
  partner_interview_id: z.string('is required: the id send_test answered').describe('The id send_test answered'),
});

/** What a sent test's status says, in Greenhouse's words: "complete" once analyzed. */
export const GREENHOUSE_STATUSES = [
  'sent',
  'started',
  'submitted',
  'complete',
  'failed',
  'cancelled',
  'expired',
  'erased',
] as const;

export const GreenhouseTestStatus = registry.register(
  'GreenhouseTestStatus',
  z.object({
    partner_status: z
      .enum(GREENHOUSE_STATUSES)
      .describe(
        'sent: its round is not started; started: a round is under way; submitted: submitted, being scored; ' +
          'complete: analyzed (score and report below); failed: it could not be scored (not charged); cancelled: ' +
          'the company cancelled it (or erased the candidate), its link no longer works; expired: not started before ' +
          "the assessment's `expires_in_days` passed; erased: its round was erased for the company's retention, " +
          'nothing of it is shown',
      ),
    partner_profile_url: z
      .url()
      .nullable()
      .describe(
        'Once complete: a link to the report that opens without a login (signed, read-only, expiring); null before',
      ),
    partner_score: z
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe(
        "Once complete: the overall as a percentage of its maximum (points / max × 100, rounded), where every hole's " +
          'score at its highest is 100; null before',
      ),
    metadata: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe(
        'Flat, primitive values only: "Started at", "Submitted at" (ISO 8601, absent before), "Correct holes" ("2 of 3": ' +
          'every hidden case passed), "Languages", "Similar to another submission" (true when a program scores 80 or ' +
          "more against another's), once complete",
      ),
  }),
);

/** response_error's body, as Greenhouse's document writes it; the candidate's address is never kept. */
export const GreenhouseResponseError = registry.register(
  'GreenhouseResponseError',
  z.object({
    api_call: GreenhouseText('The partner call whose answer Greenhouse could not read', 100),
    errors: z
      .array(text(500, { rule: 'each error is at most 500 characters' }), 'is required: an array of strings')
      .max(20, 'at most 20 errors')
      .describe("What was wrong with our answer, in Greenhouse's words"),
    partner_test_id: OptionalText('The test', 100),
    partner_test_name: OptionalText("The test's name", 200),
    partner_interview_id: OptionalText('The sent test', 100),
    candidate_email: OptionalText('Not kept: the sent test names the candidate', 254),
  }),
);

export const GreenhouseResponseErrorReceived = registry.register(
  'GreenhouseResponseErrorReceived',
  z.object({ status: z.literal(200) }),
);

/** A sent test as the company reads it (GET /v1/integrations/greenhouse/tests). */
export const GreenhouseSentTest = registry.register(
  'GreenhouseSentTest',
  z.object({
    id: Id.describe('Its partner_interview_id'),
    assessment_id: Id,
    assessment_name: z.string().describe("Its assessment's name (a deleted assessment's too)"),
    status: z.enum(GREENHOUSE_STATUSES).describe('What test_status answers Greenhouse now (its partner_status)'),
    candidate: z.object({
      first_name: z.string(),
      last_name: z.string(),
      preferred_name: z.string().optional(),
      email: z.string(),
    }),
    sent_by: z.string().optional(),
    submission_id: Id.optional().describe('The round started from its invitation, once started'),
    completion: z
      .enum(['queued', 'delivered', 'failed'])
      .optional()
      .describe('The PATCH "Mark Test as Completed" to Greenhouse, once analyzed: queued, delivered, or given up on'),
    completion_failure: z.string().optional().describe('Why the PATCH was given up on'),
    created_at: Timestamp,
    expires_at: Timestamp.describe('Its link starts a round until then'),
    cancelled_at: Timestamp.optional(),
  }),
);

export const GreenhouseSentTestList = registry.register('GreenhouseSentTestList', paginated(GreenhouseSentTest));

export const GreenhouseReport = registry.register(
  'GreenhouseReport',
  z.object({
    id: Id,
    api_call: z.string(),
    errors: z.array(z.string()),
    partner_test_id: z.string().optional(),
    partner_test_name: z.string().optional(),
    partner_interview_id: z.string().optional(),
    received_at: Timestamp,
  }),
);

export const GreenhouseReportList = registry.register('GreenhouseReportList', paginated(GreenhouseReport));

export function greenhouseSentTestView(
  t: GreenhouseTestProgress,
  status: (typeof GREENHOUSE_STATUSES)[number],
): z.infer<typeof GreenhouseSentTest> {
  return GreenhouseSentTest.parse({
    id: t.id,
    assessment_id: t.assessment_id,
    assessment_name: t.assessment_name,
    status,
    candidate: {
      first_name: t.first_name,
      last_name: t.last_name,
      preferred_name: orOmit(t.preferred_name),
      email: t.email,
    },
    sent_by: orOmit(t.sent_by),
    submission_id: orOmit(t.submission_id),
    completion: orOmit(t.completion),
    completion_failure: orOmit(t.completion_failure),
    created_at: iso(t.created_at),
    expires_at: iso(t.expires_at),
    cancelled_at: isoOrOmit(t.cancelled_at),
  });
}

export function greenhouseReportView(r: GreenhouseReportRecord): z.infer<typeof GreenhouseReport> {
  return GreenhouseReport.parse({
    id: r.id,
    api_call: r.api_call,
    errors: r.errors,
    partner_test_id: orOmit(r.partner_test_id),
    partner_test_name: orOmit(r.partner_test_name),
    partner_interview_id: orOmit(r.partner_interview_id),
    received_at: iso(r.received_at),
  });
}
