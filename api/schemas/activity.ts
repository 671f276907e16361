import { z } from 'zod';
import { AUDIT_LOG_ACTIONS, AUDIT_LOG_CLIENTS, type AuditLogRow } from '../../db/audit-log';
import { registry } from '../http/openapi';
import { paginated } from '../http/pagination';
import { Id, iso, Timestamp } from './common';

export const AuditLogEntry = registry.register(
  'AuditLogEntry',
  z.object({
    id: Id,
    created_at: Timestamp,
    action: z.enum(AUDIT_LOG_ACTIONS),
    actor: z.object({
      member_id: Id.optional(),
      email: z.string(),
      client: z
        .enum(AUDIT_LOG_CLIENTS)
        .describe(
          "A console session, an access token of POST /v1/token, the operator's CLI (`npm run cli`) on the server, or " +
            "Greenhouse calling with one of the company's keys (its `email` then `greenhouse`)",
        ),
    }),
    client_address: z.string().describe("The address the request came from (`cli` for the operator's)"),
    fields: z
      .array(z.string())
      .optional()
      .describe(
        'settings_changed, sign_in_changed, assessment_changed, question_changed: the fields changed, by name; their ' +
          'values are never recorded (beside the name or title of the assessment or question, as after the change)',
      ),
    member: z
      .object({ id: Id, email: z.string(), role: z.string() })
      .optional()
      .describe('member_*: the member the action was about, with the role after it'),
    previous_role: z.string().optional().describe('member_role_changed: the role before'),
    count: z
      .int()
      .min(0)
      .optional()
      .describe(
        "invitations_sent: how many; candidate_erased: the candidate's rounds erased (the address is never recorded)",
      ),
    delivery_id: Id.optional().describe('webhook_tested, webhook_redelivered: the delivery started'),
    assessment: z
      .object({ id: Id, name: z.string(), test: z.boolean() })
      .optional()
      .describe('assessment_*: the assessment the action was about, as after it'),
    greenhouse_key: z
      .object({ id: Id, name: z.string() })
      .optional()
      .describe('greenhouse_key_*: the Greenhouse key created or revoked, by id and name (never the key)'),
    greenhouse_test: z
      .object({ id: Id, assessment_id: Id })
      .optional()
      .describe('greenhouse_test_*: the test Greenhouse sent or the company cancelled (its partner_interview_id)'),
    question: z
      .object({
        id: z.int(),
        title: z.string(),
        version: z.int().optional().describe('question_published: the version it published'),
      })
      .optional()
      .describe("question_*: the company's question the action was about, by id and title, as after it"),
  }),
);

export const AuditLogList = registry.register('AuditLogList', paginated(AuditLogEntry));

export function auditLogEntryView(a: AuditLogRow): z.infer<typeof AuditLogEntry> {
  return AuditLogEntry.parse({
    id: a.id,
    created_at: iso(a.created_at),
    action: a.action,
    actor: { member_id: a.member_id ?? undefined, email: a.actor_email, client: a.client },
    client_address: a.client_address,
    ...a.details,
  });
}
