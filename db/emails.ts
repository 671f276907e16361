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

export async function findEmail(db: Queryable, id: string): Promise<EmailRow | undefined> {
  const { rows } = await db.query<EmailRow>('SELECT * FROM emails WHERE id = $1', [id]);
  return rows[0];
}

/** Stamps the first send only; a repeated call leaves the first timestamp. */
export async function markEmailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE emails SET sent_at = $2 WHERE id = $1 AND sent_at IS NULL', [id, at]);
}

export async function markEmailFailed(db: Queryable, id: string, reason: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE emails SET failed_at = $2, failure = $3 WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL',
    [id, at, reason],
  );
}

/** Outbox rows neither sent nor failed, written before `before`: their delivery may never have started. */
export async function findUndeliveredEmails(db: Queryable, before: Date, limit: number) {
  const { rows } = await db.query<Pick<EmailRow, 'id' | 'kind' | 'company_id'>>(
    `SELECT id, kind, company_id FROM emails
     WHERE sent_at IS NULL AND failed_at IS NULL AND created_at < $1
     ORDER BY created_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}
