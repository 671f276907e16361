import assert from 'node:assert/strict';
import type { Role } from '../../db/members';
import { newId } from '../../lib/ids';
import { bearer, login } from './companies';
import { emailedCredential } from './outbox';
import type { TestStack } from './stack';

export interface TestMember {
  id: string;
  email: string;
  password: string;
  role: Role;
}

/** The token of the newest team invitation e-mailed to this address (its join link's). */
export async function invitationToken(stack: TestStack, email: string): Promise<string> {
  const token = await emailedCredential(
    stack.db.pool,
    'memberInvitation',
    email,
    /\/console\/join\?token=([A-Za-z0-9._%-]+)/,
  );
  return decodeURIComponent(token);
}

/** A member who joined the team: invited by an owner through the API, then joined with the e-mailed link. */
export async function addMember(stack: TestStack, ownerToken: string, role: Role): Promise<TestMember> {
  const email = `member-${newId()}@example.test`;
  const password = `password-${newId()}`;
  const invited = await stack.http.post('/v1/members').set(bearer(ownerToken)).send({ email, role });
  assert.equal(invited.status, 202, invited.text);
  const joined = await stack.http
    .post('/v1/members/join')
    .send({ token: await invitationToken(stack, email), password });
  assert.equal(joined.status, 200, joined.text);
  return { id: invited.body.id, email, password, role };
}

/** An access token of the member. */
export const memberToken = async (stack: TestStack, member: Pick<TestMember, 'email' | 'password'>) =>
  (await login(stack, member)).access_token;
