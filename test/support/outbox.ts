import assert from 'node:assert/strict';
import type { Queryable } from '../../db/pool';

/**
 * The newest 6-digit verification code recorded for this address, read from the outbox (it is
 * written there in the request's own transaction, so it is there once /rounds/verify answered).
 */
export async function outboxVerificationCode(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query(
    `SELECT text_body FROM emails WHERE kind = 'verification' AND recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email],
  );
  const code = /\b(\d{6})\b/.exec(String(rows[0]?.text_body))?.[1];
  assert.ok(code, `no verification code was e-mailed to ${email}`);
  return code;
}
