import type { Queryable } from './pool';

/** What the audit log records. */
export const AUDIT_LOG_ACTIONS = [
  'settings_changed',
  'paused',
  'resumed',
  'invitations_sent',
  'webhook_tested',
  'webhook_redelivered',
  'webhook_previous_secret_dropped',
  'member_invited',
  'member_joined',
  'member_role_changed',
  'member_removed',
  'sign_in_changed',
  'candidate_erased',
  'member_unlocked',
  'member_signed_out',
  'assessment_created',
  'assessment_changed',
  'assessment_deleted',
  'greenhouse_key_created',
  'greenhouse_key_revoked',
  'greenhouse_test_sent',
  'greenhouse_test_cancelled',
  'question_created',
  'question_changed',
  'question_retired',
  'question_published',
] as const;
export type AuditLogAction = (typeof AUDIT_LOG_ACTIONS)[number];

/** How the actor acted: a console session, an access token, the operator's CLI on the server, or Greenhouse with a key. */
export const AUDIT_LOG_CLIENTS = ['console', 'api_token', 'operator', 'greenhouse'] as const;
export type AuditLogClient = (typeof AUDIT_LOG_CLIENTS)[number];

/** What an audit log entry may say beside its action: names and counts, never a secret's value. */
export interface AuditLogDetails {
  /** The settings fields a change touched, by name. */
  fields?: string[];
  /** The member an action was about. */
  member?: { id: string; email: string; role: string };
  /** A role change: the role before. */
  previous_role?: string;
  /** Invitations: how many were sent; an erasure: the candidate's rounds it erased (never whose). */
  count?: number;
  /** A webhook test or redelivery: the delivery it started. */
  delivery_id?: string;
  /** An assessment created, changed (as after the change; `fields` names what changed) or deleted. */
  assessment?: { id: string; name: string; test: boolean };
  /** A Greenhouse key created or revoked: its id and name, never the key. */
  greenhouse_key?: { id: string; name: string };
  /** A test Greenhouse sent, or the company cancelled: its id (partner_interview_id) and its assessment. */
  greenhouse_test?: { id: string; assessment_id: string };
  /**
   * A question of the company's created, changed (as after the change; `fields` names what changed),
   * published (its new version) or retired.
   */
  question?: { id: number; title: string; version?: number };
}

export interface NewAuditLogEntry {
  id: string;
  companyId: string;
  memberId: string | null;
  actorEmail: string;
  client: AuditLogClient;
  clientAddress: string;
  action: AuditLogAction;
  details: AuditLogDetails;
  at: Date;
}

export interface AuditLogRow {
  id: string;
  member_id: string | null;
  actor_email: string;
  client: AuditLogClient;
  client_address: string;
  action: AuditLogAction;
  details: AuditLogDetails;
  created_at: Date;
}

export async function insertAuditLogEntry(db: Queryable, a: NewAuditLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (id, company_id, member_id, actor_email, client, client_address, action, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [a.id, a.companyId, a.memberId, a.actorEmail, a.client, a.clientAddress, a.action, a.details, a.at],
  );
}

/** The company's audit log, newest first. */
export async function listAuditLog(db: Queryable, companyId: string, page: { offset: number; limit: number }) {
  // One after the other: a request holds one connection at a time (db/pool.ts).
  const { rows: count } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_log WHERE company_id = $1',
    [companyId],
  );
  const { rows } = await db.query<AuditLogRow>(
    `SELECT id, member_id, actor_email, client, client_address, action, details, created_at
       FROM audit_log WHERE company_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [companyId, page.offset, page.limit],
  );
  return { total: count[0].n, rows };
}
