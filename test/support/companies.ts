import assert from 'node:assert/strict';
import { newId } from '../../lib/ids';
import { createCompany, type CreatedCompany } from '../../scripts/operator/companies';
import type { TestStack } from './stack';

export interface TestCompany extends CreatedCompany {
  name: string;
  password: string;
}

/** A new paid company (unless paid: false) with a unique e-mail, created as the operator CLI does. */
export async function newCompany(
  stack: TestStack,
  options: { paid?: boolean; name?: string } = {},
): Promise<TestCompany> {
  const email = `company-${newId()}@example.test`;
  const password = `password-${newId()}`;
  const name = options.name ?? 'Pager Duty Inc.';
  const created = await createCompany(stack.db.pool, stack.deps.clock, {
    name,
    email,
    password,
    paid: options.paid ?? true,
  });
  return { ...created, name, password };
}

export async function login(stack: TestStack, company: Pick<TestCompany, 'email' | 'password'>) {
  const res = await stack.http.post('/v1/token').send({ email: company.email, password: company.password });
  assert.equal(res.status, 200, res.text);
  return res.body as { access_token: string; ws_token: string };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
