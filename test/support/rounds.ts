import assert from 'node:assert/strict';
import { findSubmission } from '../../db/submissions';
import { newId } from '../../lib/ids';
import { submissionWorkflowId } from '../../workflow-contract/workflow-ids';
import { outboxVerificationCode } from './outbox';
import { reference } from './scoring';
import type { TestStack } from './stack';

export interface StartedRound {
  id: string;
  round_token: string;
  test: 0 | 1;
  attempt: number;
  holes: number[];
  languages?: string[];
}

export const roundBearer = (round: Pick<StartedRound, 'round_token'>) => ({
  Authorization: `Bearer ${round.round_token}`,
});

export const candidateEmail = () => `candidate-${newId()}@example.test`;

/** The 6-digit code e-mailed for this address, read from the outbox as the candidate reads their mail. */
export async function emailedVerificationCode(stack: TestStack, email: string): Promise<string> {
  return outboxVerificationCode(stack.db.pool, email);
}

/** Asks for a verification code and returns it, as the candidate reads it in their mail. */
export async function verifyEmail(stack: TestStack, code: string, email: string): Promise<string> {
  const res = await stack.http.post('/v1/rounds/verify').send({ code, email });
  assert.equal(res.status, 202, res.text);
  return emailedVerificationCode(stack, email);
}

/** Starts a round with `code` (201 expected), verifying the e-mail first. */
export async function startRound(
  stack: TestStack,
  code: string,
  options: { email?: string; name?: string; holes?: number[] } = {},
): Promise<StartedRound> {
  const email = options.email ?? candidateEmail();
  const verification = await verifyEmail(stack, code, email);
  const res = await stack.http.post('/v1/rounds').send({
    code,
    email,
    name: options.name ?? 'Ada Lovelace',
    holes: options.holes ?? [1, 11, 43],
    verification,
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

/**
 * Saves a shot for every hole: the Python reference solution of the variation the candidate drew
 * for the first hole (read from the database, as only the server knows it), and plain-language
 * answers for the others, so that a round both runs code in the sandbox and is quick to score.
 */
export async function playShots(stack: TestStack, round: StartedRound): Promise<void> {
  const stored = await findSubmission(stack.db.pool, round.id);
  const [first, ...rest] = round.holes;
  const letter = stored!.variations[0] as 'A' | 'B' | 'C' | 'D' | 'E';
  const shots = [
    { hole: first, language: 'python', code: reference(first, letter, 'py')! },
    ...rest.map((hole) => ({
      hole,
      language: 'human',
      code: `I would read the input, compute the answer for hole ${hole}, and print it.`,
    })),
  ];
  for (const { hole, language, code } of shots) {
    await stack.http
      .put(`/v1/rounds/${round.id}/shots/${hole}`)
      .set(roundBearer(round))
      .send({ language, code })
      .expect(200);
  }
}

/** Starts, plays and submits a round; returns it once the API has answered 202. */
export async function submitRound(
  stack: TestStack,
  code: string,
  options: { email?: string; name?: string; message?: string } = {},
): Promise<StartedRound> {
  const round = await startRound(stack, code, options);
  await playShots(stack, round);
  await stack.http
    .post(`/v1/rounds/${round.id}/submit`)
    .set(roundBearer(round))
    .send({ message: options.message ?? 'Thanks for the fun holes!' })
    .expect(202);
  return round;
}

/** Waits for the submission's workflow to finish (it ends after the e-mails). */
export async function workflowDone(stack: TestStack, submissionId: string): Promise<void> {
  await stack.temporal.workflow.getHandle(submissionWorkflowId(submissionId)).result();
}
