import type { Queryable } from './pool';

export interface EmailRow {
  id: string;
  company_id: string | null;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  failure: string | null;
}

/**
 * The kinds of message the service sends a candidate: a verification code and their result. Every
 * other kind goes to a member of the team (a sign-in notification, an invitation to the team), and
 * is the team's, not a candidate's, whoever's address it is.
 */
export const CANDIDATE_MAIL_KINDS = ['verification', 'result_candidate'];

export interface NewEmail {
  id: string;
  companyId?: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export async function insertEmail(db: Queryable, email: NewEmail): Promise<void> {
  await db.query(
    `INSERT INTO emails (id, company_id, kind, recipient, subject, text_body, html_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [email.id, email.companyId ?? null, email.kind, email.recipient, email.subject, email.text, email.html],
  );
}

/**
 * Writes a submission's result e-mail to the outbox once per recipient kind; a repeated call
 * (a retried activity) returns the id of the first.
 */
export async function insertSubmissionEmail(db: Queryable, submissionId: string, email: NewEmail): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO emails (id, company_id, submission_id, kind, recipient, subject, text_body, html_body)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (submission_id, kind) WHERE submission_id IS NOT NULL DO NOTHING
       RETURNING id
     )
     SELECT id FROM inserted UNION ALL SELECT id FROM emails WHERE submission_id = $3 AND kind = $4`,
    [
      email.id,
      email.companyId ?? null,
      submissionId,
      email.kind,
      email.recipient,
      email.subject,
      email.text,
      email.html,
    ],
  );
  return rows[0].id;
}

export async function findEmail(db: Queryable, id: string): Promise<EmailRow | undefined> {
  const { rows } = await db.query<EmailRow>('SELECT * FROM emails WHERE id = $1', [id]);
  return rows[0];
}

/** The words a message keeps once sent or given up on, where its kind carries a credential (email/credentials.ts). */
export interface KeptWords {
  subject: string;
  text: string;
  html: string;
}

/**
 * Stamps the first send only; a repeated call leaves the first timestamp. A result e-mail stamps
 * its submission's `<recipient>_emailed_at` in the same statement. `kept`: the words the message
 * keeps from now on, without its credential.
 */
export async function markEmailSent(db: Queryable, id: string, at: Date, kept?: KeptWords): Promise<void> {
  await db.query(
    `WITH sent AS (
       UPDATE emails SET sent_at = $2,
              -- An erasure that gave the message up meanwhile has replaced its words: they stay.
              subject = CASE WHEN failed_at IS NULL THEN coalesce($3, subject) ELSE subject END,
              text_body = CASE WHEN failed_at IS NULL THEN coalesce($4, text_body) ELSE text_body END,
              html_body = CASE WHEN failed_at IS NULL THEN coalesce($5, html_body) ELSE html_body END
        WHERE id = $1 AND sent_at IS NULL RETURNING submission_id, kind)
     UPDATE submissions s
        SET candidate_emailed_at = coalesce(s.candidate_emailed_at, CASE WHEN sent.kind = 'result_candidate' THEN $2 END),
            company_emailed_at = coalesce(s.company_emailed_at, CASE WHEN sent.kind = 'result_company' THEN $2 END)
       FROM sent
      WHERE s.id = sent.submission_id AND sent.kind IN ('result_candidate', 'result_company')`,
    [id, at, kept?.subject ?? null, kept?.text ?? null, kept?.html ?? null],
  );
}

export async function markEmailFailed(
  db: Queryable,
  id: string,
  reason: string,
  at: Date,
  kept?: KeptWords,
): Promise<void> {
  await db.query(
    `UPDATE emails SET failed_at = $2, failure = $3, subject = coalesce($4, subject),
                       text_body = coalesce($5, text_body), html_body = coalesce($6, html_body)
      WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL`,
    [id, at, reason, kept?.subject ?? null, kept?.text ?? null, kept?.html ?? null],
  );
}
