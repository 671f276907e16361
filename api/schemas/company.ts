import { z } from 'zod';
import type { CompanyRecord, CompanyStats } from '../../db/companies';
import { PERSONALITY_IDS } from '../../scoring/personalities';
import { registry } from '../openapi';
import { Id, iso, isoOrOmit, orOmit, Timestamp } from './common';

const PersonalityId = z.enum(PERSONALITY_IDS).describe('An evaluator personality of the catalog');

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
    per_candidate: z.int().min(1).max(4),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

const WEBHOOK_URL_RULE = 'must be an https:// URL, or "" to disable the webhook';
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.hostname, error: WEBHOOK_URL_RULE }).max(2048);

export const SettingsPatch = registry.register(
  'SettingsPatch',
  z
    .strictObject({
      live_code: z
        .string()
        .min(10, 'must be at least 10 characters')
        .max(64)
        .regex(/^[0-9][A-Z0-9]+$/, 'must start with a digit and contain only A-Z and 0-9'),
      email: z.email('must be a valid e-mail address').max(254),
      password: z.string().min(10, 'must be at least 10 characters').max(1024),
      password_confirmation: z.string().max(1024),
      current_password: z
        .string()
        .max(1024)
        .describe('The password in use now: required with a change of e-mail or password (missing: 422; wrong: 403 invalid_credentials)'),
      webhook_url: z.union([z.literal(''), httpsUrl], { error: WEBHOOK_URL_RULE }),
      webhook_secret: z
        .string()
        .min(10, 'must be at least 10 characters')
        .max(128)
        .regex(/^[A-Za-z0-9]+$/, 'must contain only letters and digits'),
      per_candidate: z.int('must be an integer from 1 to 4').min(1, 'must be from 1 to 4').max(4, 'must be from 1 to 4'),
      personality_first: PersonalityId,
      personality_second: PersonalityId,
      personality_third: PersonalityId,
    })
    .partial()
    .superRefine((patch, ctx) => {
      if (patch.password !== undefined && patch.password_confirmation === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'is required with password' });
      } else if (patch.password_confirmation !== undefined && patch.password_confirmation !== patch.password) {
        ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'does not match password' });
      }
    }),
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
    paid_at: isoOrOmit(c.paid_at),
    discount_code: orOmit(c.discount_code),
    referral_code: orOmit(c.referral_code),
    paused_at: isoOrOmit(c.paused_at),
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
    stats,
  });
}

export function settingsView(c: CompanyRecord): z.infer<typeof Settings> {
  return Settings.parse({
    name: c.name,
    email: c.email,
    live_code: c.live_code,
    test_code: c.test_code,
    personalities: c.personalities,
    webhook_url: c.webhook_url,
    webhook_secret: c.webhook_secret,
    per_candidate: c.per_candidate,
    created_at: iso(c.created_at),
    updated_at: iso(c.updated_at),
  });
}
