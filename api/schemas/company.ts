import { z } from 'zod';
import { QUESTIONS_OFFERED, type CompanyRecord, type CompanyStats } from '../../db/companies';
import { PERSONALITY_IDS } from '../../scoring/personalities/personalities';
import { ROUND_TIME_LIMIT_MINUTES } from '../../workflow-contract/round-clock';
import { registry } from '../http/openapi';
import { EmailAddress, Id, iso, isoOrOmit, orOmit, text, Timestamp } from './common';
import { languageIds, roundTimeLimitMinutes } from './round-settings';

const PersonalityId = z.enum(PERSONALITY_IDS).describe('An evaluator personality of the catalog');

const { min: LIMIT_MIN, max: LIMIT_MAX } = ROUND_TIME_LIMIT_MINUTES;
/** The round time limit: null while off. */
const RoundTimeLimit = roundTimeLimitMinutes('for no limit').describe(
  `Minutes a round may last from its start (${LIMIT_MIN} to ${LIMIT_MAX}), null for no limit (the default). A round ` +
    'keeps the limit in force when it started; at its deadline it is submitted with the shots saved',
);

/** The bounds of a company's retention of candidate data, in days. */
export const CANDIDATE_RETENTION_DAYS = { min: 1, max: 3650 } as const;
const { min: DAYS_MIN, max: DAYS_MAX } = CANDIDATE_RETENTION_DAYS;
const RETENTION_RULE = `must be an integer from ${DAYS_MIN} to ${DAYS_MAX}, or null to keep the data`;
const RetentionDays = z
  .int()
  .min(CANDIDATE_RETENTION_DAYS.min)
  .max(CANDIDATE_RETENTION_DAYS.max)
  .nullable()
  .describe(
    `Days a candidate's personal data is kept after their submission is analyzed or failed (${CANDIDATE_RETENTION_DAYS.min} ` +
      `to ${CANDIDATE_RETENTION_DAYS.max}); then it is erased as by DELETE /v1/candidates/{email}, the scores and the ` +
      'charge kept. null (the default): kept until erased on request. Checked hourly',
  );

const Languages = languageIds('for every language').describe(
  "The languages this company's candidates may answer in (ids of GET /v1/languages); a round keeps the list of " +
    'its start. null (the default): every language',
);

const QuestionsOffered = z
  .enum(QUESTIONS_OFFERED, 'must be course, own or both')
  .describe(
    'What its candidates pick three holes from: course (the default), the 100 holes of GET /v1/course; own, its ' +
      'published questions (POST /v1/questions/{id}/publish), with the course beside them while fewer than three are ' +
      'published, so that a round can always start; both. A round keeps what it was started with',
  );

export const Company = registry.register(
  'Company',
  z.object({
    id: Id,
    name: z.string(),
    email: z.string(),
    live_code: z.string(),
    test_code: z.string(),
    personalities: z.array(PersonalityId).length(3),
    webhook_url: z.string().describe('"" while webhooks are off'),
    per_candidate: z.int().min(1).max(4),
    round_time_limit_minutes: z
      .int()
      .min(LIMIT_MIN)
      .max(LIMIT_MAX)
      .optional()
      .describe('Absent while rounds have no time limit (GET /v1/settings says null)'),
    paid_at: Timestamp.optional().describe('Absent until the setup fee is paid'),
    discount_code: z.string().optional(),
    referral_code: z.string().optional(),
    paused_at: Timestamp.optional().describe('Present only while paused'),
    created_at: Timestamp,
    updated_at: Timestamp,
    stats: z.object({
      submissions: z.int().describe('Submissions past draft'),
      charges: z.int().describe('Assessment charges ($39 each); the setup fee is not counted'),
      webhooks: z.int().describe('Webhook delivery attempts'),
    }),
  }),
);

export const Settings = registry.register(
  'Settings',
  z.object({
    name: z.string(),
    email: z.string(),
    live_code: z.string(),
    test_code: z.string(),
    personalities: z.array(PersonalityId).length(3).describe('first, second, third evaluator'),
    webhook_url: z.string(),
    webhook_secret: z.string(),
    webhook_previous_secret_expires_at: Timestamp.optional().describe(
      'Present while the secret webhook_secret replaced is still accepted: until then every delivery is signed ' +
        'with both (webhook-signature carries two `v1,` entries; X-Service-Signature uses webhook_secret only). ' +
        'DELETE /v1/webhook/previous-secret ends it early',
    ),
    per_candidate: z.int().min(1).max(4),
    round_time_limit_minutes: RoundTimeLimit,
    candidate_retention_days: RetentionDays,
    languages: Languages,
    questions: QuestionsOffered,
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

const WEBHOOK_URL_RULE = 'must be an https:// URL with a host name or an IPv4 address, or "" to disable the webhook';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// The last label starts with a letter: a URL parser reads a host ending in a number as an IPv4 address.
const HOST_NAME = `(?:${LABEL}\\.)*[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const PORT = '(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])';
const URL_CHARS = "A-Za-z0-9\\-._~!$&'()*+,;=:@%/";
/** An https:// URL every URL parser reads alike: host name or IPv4 address, port, path and query, nothing else. */
export const HTTPS_URL = new RegExp(
  `^https://(?:${HOST_NAME}|(?:${OCTET}\\.){3}${OCTET})(?::${PORT})?(?:/[${URL_CHARS}]*)?(?:\\?[${URL_CHARS}?]*)?$`,
);

/** How long a replaced webhook secret still signs deliveries, unless the change says otherwise. */
export const DEFAULT_WEBHOOK_SECRET_GRACE_HOURS = 24;
/** Seven days: longer, and an old secret a company meant to retire keeps signing out of mind. */
const MAX_WEBHOOK_SECRET_GRACE_HOURS = 168;
const GRACE_RULE = `must be an integer from 0 to ${MAX_WEBHOOK_SECRET_GRACE_HOURS} (hours)`;

const PASSWORD_RULE = 'must be 10 to 1024 characters';
/** A password being set: 10 to 1024 characters. */
export const NewPassword = text(1024, { min: 10, rule: PASSWORD_RULE });

export const SettingsPatch = registry.register(
  'SettingsPatch',
  z
    .strictObject({
      live_code: z
        .string()
        .min(10, 'must be at least 10 characters')
        .max(64, 'must be at most 64 characters')
        .regex(/^[0-9][A-Z0-9]+$/, 'must start with a digit and contain only A-Z and 0-9'),
      email: EmailAddress.describe(
        "The company's address, which no other company uses; a change needs the role owner and current_password",
      ),
      password: NewPassword.describe(
        "The caller's own new password: a change needs password_confirmation and current_password",
      ),
      password_confirmation: text(1024).describe('Must equal password'),
      current_password: text(1024).describe(
        'The password in use now: required with a change of e-mail or password (missing: 422; wrong: 403 invalid_credentials)',
      ),
      webhook_url: z.union([z.literal(''), z.string().max(2048).regex(HTTPS_URL, WEBHOOK_URL_RULE)], {
        error: WEBHOOK_URL_RULE,
      }),
      webhook_secret: z
        .string()
        .min(10, 'must be at least 10 characters')
        .max(128, 'must be at most 128 characters')
        .regex(/^[A-Za-z0-9]+$/, 'must contain only letters and digits'),
      webhook_secret_grace_hours: z
        .int(GRACE_RULE)
        .min(0, GRACE_RULE)
        .max(MAX_WEBHOOK_SECRET_GRACE_HOURS, GRACE_RULE)
        .describe(
          `With a new webhook_secret: hours the secret it replaces stays valid beside it (0 to ${MAX_WEBHOOK_SECRET_GRACE_HOURS}; ` +
            `${DEFAULT_WEBHOOK_SECRET_GRACE_HOURS} when not sent; 0 drops it at once). Only one previous secret ` +
            'is kept: a change during a grace window replaces it with the secret in place',
        ),
      per_candidate: z
        .int('must be an integer from 1 to 4')
        .min(1, 'must be from 1 to 4')
        .max(4, 'must be from 1 to 4'),
      round_time_limit_minutes: RoundTimeLimit,
      candidate_retention_days: z
        .int(RETENTION_RULE)
        .min(CANDIDATE_RETENTION_DAYS.min, RETENTION_RULE)
        .max(CANDIDATE_RETENTION_DAYS.max, RETENTION_RULE)
        .nullable()
        .describe(RetentionDays.description!),
      languages: Languages,
      questions: QuestionsOffered,
      personality_first: PersonalityId,
      personality_second: PersonalityId,
      personality_third: PersonalityId,
    })
    .partial()
    .superRefine((patch, ctx) => {
      if (patch.password !== undefined && patch.password_confirmation === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'is required with password' });
      } else if (patch.password === undefined && patch.password_confirmation !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'does not match password' });
      }
      if (patch.webhook_secret_grace_hours !== undefined && patch.webhook_secret === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['webhook_secret_grace_hours'],
          message: 'is taken only with webhook_secret',
        });
      }
    })
    .openapi({
      description:
        'Only the fields sent change. password needs password_confirmation, equal to it; a change of password or e-mail needs ' +
        "current_password. The three personalities, once the patch is applied to the company's, must be different. " +
        'webhook_secret_grace_hours goes only with webhook_secret.',
      // What a schema can say of those rules; an e-mail sent unchanged needs no current_password.
      dependentRequired: {
        password: ['password_confirmation', 'current_password'],
        password_confirmation: ['password'],
        email: ['current_password'],
        webhook_secret_grace_hours: ['webhook_secret'],
      },
    } as never),
);

export const PauseState = registry.register('PauseState', z.object({ paused_at: Timestamp }));

export function companyView(c: CompanyRecord, stats: CompanyStats): z.infer<typeof Company> {
  return Company.parse({
    id: c.id,
    name: c.name,
    email: c.email,
    live_code: c.live_code,
    test_code: c.test_code,
    personalities: c.personalities,
    webhook_url: c.webhook_url,
    per_candidate: c.per_candidate,
    round_time_limit_minutes: orOmit(c.round_time_limit_minutes),
    paid_at: isoOrOmit(c.paid_at),
    discount_code: orOmit(c.discount_code),
    referral_code: orOmit(c.referral_code),
    paused_at: isoOrOmit(c.paused_at),
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
    stats,
  });
}

/** The settings as the company reads them at `now`: a previous secret past its grace is not shown. */
export function settingsView(c: CompanyRecord, now: Date): z.infer<typeof Settings> {
  const previousUntil = c.webhook_previous_secret_expires_at;
  return Settings.parse({
    name: c.name,
    email: c.email,
    live_code: c.live_code,
    test_code: c.test_code,
    personalities: c.personalities,
    webhook_url: c.webhook_url,
    webhook_secret: c.webhook_secret,
    webhook_previous_secret_expires_at: previousUntil && previousUntil > now ? iso(previousUntil) : undefined,
    per_candidate: c.per_candidate,
    round_time_limit_minutes: c.round_time_limit_minutes,
    candidate_retention_days: c.candidate_retention_days,
    languages: c.languages,
    questions: c.questions,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  });
}
