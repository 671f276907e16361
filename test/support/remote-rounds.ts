import assert from 'node:assert/strict';
import type { Queryable } from '../../db/pool';
import { newId } from '../../lib/ids';
import { outboxVerificationCode } from './outbox';

/** A candidate's round played over real HTTP against a service process (no app in this process). */
export interface RemoteRound {
  id: string;
  token: string;
  holes: number[];
}

export interface RemoteShot {
  language: string;
  code: string;
}

/** One JSON request to a service over HTTP: its status, its body parsed, and the text for messages. */
export async function callApi(apiUrl: string, method: string, pathname: string, body?: unknown, token?: string) {
  const res = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any, text };
}

/** One request of a client, as callApi answers it. */
export type ApiCall = (method: string, pathname: string, body?: unknown, token?: string) => ReturnType<typeof callApi>;

/**
 * Starts a round with a company's code, its address verified by the e-mailed code (read from the
 * service's database), and saves a shot for each of its 3 holes: plain-language answers (quick to
 * score) unless `shots` says which.
 */
export async function playRound(
  apiUrl: string,
  db: Queryable,
  code: string,
  options: {
    email?: string;
    name?: string;
    shots?: (round: { id: string; holes: number[] }) => RemoteShot[] | Promise<RemoteShot[]>;
    /** How requests are made (from which address): callApi to apiUrl by default. */
    call?: ApiCall;
  } = {},
): Promise<RemoteRound> {
  const call: ApiCall = options.call ?? ((...args) => callApi(apiUrl, ...args));
  const email = options.email ?? `candidate-${newId()}@example.test`;
  const asked = await call('POST', '/v1/rounds/verify', { code, email });
  assert.equal(asked.status, 202, asked.text);
  const started = await call('POST', '/v1/rounds', {
    code,
    email,
    name: options.name ?? 'Grace Hopper',
    holes: [1, 11, 43],
    verification: await outboxVerificationCode(db, email),
  });
  assert.equal(started.status, 201, started.text);
  const round: RemoteRound = { id: started.body.id, token: started.body.round_token, holes: started.body.holes };
  const shots = options.shots
    ? await options.shots(round)
    : round.holes.map((hole) => ({
        language: 'human',
        code: `Read the input, compute the answer for hole ${hole}, print it.`,
      }));
  for (const [i, shot] of shots.entries()) {
    const saved = await call('PUT', `/v1/rounds/${round.id}/shots/${round.holes[i]}`, shot, round.token);
    assert.equal(saved.status, 200, saved.text);
  }
  return round;
}

/** POST submit; the status it answered (202 when the round is taken). */
export async function submit(apiUrl: string, round: RemoteRound): Promise<number> {
  return (await callApi(apiUrl, 'POST', `/v1/rounds/${round.id}/submit`, {}, round.token)).status;
}
