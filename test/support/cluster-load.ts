import type { Queryable } from '../../db/pool';
import { pause } from './eventually';
import type { ApiCall, RemoteRound } from './remote-rounds';

/** Runs fn over items, at most `limit` at once; resolves in the items' order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** What a client sees when the process behind the balancer died under its request. */
const lostOnTheWay = (answer: { status: number } | undefined) =>
  !answer || answer.status === 502 || answer.status === 503;

/**
 * Submits as a candidate's page does when its request is lost (an API process killed under it):
 * again, until an answer; a 409 `already_submitted` after a lost attempt means the lost one was
 * taken. Returns how many attempts were lost.
 */
export async function submitUntilTaken(call: ApiCall, round: RemoteRound): Promise<number> {
  for (let lost = 0; lost < 20; lost++) {
    const answer = await call('POST', `/v1/rounds/${round.id}/submit`, {}, round.token).catch(() => undefined);
    if (lostOnTheWay(answer)) {
      await pause(200);
      continue;
    }
    if (answer!.status === 202 || (lost > 0 && answer!.body?.error === 'already_submitted')) return lost;
    throw new Error(`submit of ${round.id} answered ${answer!.status}: ${answer!.text}`);
  }
  throw new Error(`submit of ${round.id} was lost 20 times`);
}

/**
 * Invites as a careful company's script does: POST /v1/invite has no idempotency key, so a lost
 * request is sent again only when none of its addresses was recorded (the company would look in
 * GET /v1/invitations; the test reads the table). Returns how many attempts were lost.
 */
export async function inviteOnce(
  call: ApiCall,
  token: string,
  emails: string[],
  db: Queryable,
  companyId: string,
): Promise<number> {
  for (let lost = 0; lost < 20; lost++) {
    const answer = await call('POST', '/v1/invite', { emails }, token).catch(() => undefined);
    if (!lostOnTheWay(answer)) {
      if (answer!.status !== 202) throw new Error(`invite answered ${answer!.status}: ${answer!.text}`);
      return lost;
    }
    const { rowCount } = await db.query(`SELECT 1 FROM invitations WHERE company_id = $1 AND email = ANY($2)`, [
      companyId,
      emails,
    ]);
    if (rowCount) return lost + 1;
    await pause(200);
  }
  throw new Error('an invitation request was lost 20 times');
}
