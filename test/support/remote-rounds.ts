import assert from 'node:assert/strict';
import type { Queryable } from '../../db/pool';
import { newId } from '../../lib/ids';
import { outboxVerificationCode } from './outbox';

/** A candidate's round played over real HTTP against a service process (no app in this process). */
export interface RemoteRound {
  id: string;
  token: string;
}

const json = (token?: string) => ({
  'Content-Type': 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/**
 * Starts a round with a test code, its address verified by the e-mailed code (read from the
 * service's database), and saves plain-language answers to its 3 holes (quick to score).
 */
export async function playRound(apiUrl: string, db: Queryable, testCode: string): Promise<RemoteRound> {
  const email = `candidate-${newId()}@example.test`;
  const asked = await fetch(`${apiUrl}/v1/rounds/verify`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ code: testCode, email }),
  });
  assert.equal(asked.status, 202, await asked.text());
  const started = await fetch(`${apiUrl}/v1/rounds`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({
      code: testCode,
      email,
      name: 'Grace Hopper',
      holes: [1, 11, 43],
      verification: await outboxVerificationCode(db, email),
    }),
  });
  assert.equal(started.status, 201, await started.clone().text());
  const round = (await started.json()) as { id: string; round_token: string; holes: number[] };
  for (const hole of round.holes) {
    const saved = await fetch(`${apiUrl}/v1/rounds/${round.id}/shots/${hole}`, {
      method: 'PUT',
      headers: json(round.round_token),
      body: JSON.stringify({
        language: 'human',
        code: `Read the input, compute the answer for hole ${hole}, print it.`,
      }),
    });
    assert.equal(saved.status, 200, await saved.text());
  }
  return { id: round.id, token: round.round_token };
}

/** POST submit; the status it answered (202 when the round is taken). */
export async function submit(apiUrl: string, round: RemoteRound): Promise<number> {
  const res = await fetch(`${apiUrl}/v1/rounds/${round.id}/submit`, {
    method: 'POST',
    headers: json(round.token),
    body: '{}',
  });
  await res.arrayBuffer();
  return res.status;
}
