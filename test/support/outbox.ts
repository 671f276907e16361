import assert from 'node:assert/strict';
import type { Queryable } from '../../db/pool';
import { testServices } from './services';

/**
 * What the newest message of `kind` to this address carries that `pattern` captures (a code, a
 * link's token), as its recipient reads it: from the outbox while it is unsent (it is written there
 * in the request's own transaction, so it is there once the request answered), else from the
 * message this process's SMTP sink received, since the outbox withholds it once sent.
 */
export async function emailedCredential(db: Queryable, kind: string, email: string, pattern: RegExp): Promise<string> {
  const { rows } = await db.query<{ id: string; text_body: string }>(
    `SELECT id, text_body FROM emails WHERE kind = $1 AND recipient = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [kind, email],
  );
  assert.ok(rows[0], `no ${kind} message was e-mailed to ${email}`);
  const unsent = pattern.exec(rows[0].text_body)?.[1];
  if (unsent) return unsent;
  const [sent] = await testServices().smtp.waitFor(1, (m) => m.parsed.messageId === `<${rows[0].id}@assessments>`);
  const received = pattern.exec(sent.parsed.text ?? '')?.[1];
  assert.ok(received, `the ${kind} message to ${email} carries nothing ${pattern} finds`);
  return received;
}

/** The newest 6-digit verification code e-mailed to this address. */
export const outboxVerificationCode = (db: Queryable, email: string): Promise<string> =>
  emailedCredential(db, 'verification', email, /\b(\d{6})\b/);
