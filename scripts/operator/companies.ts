import { z } from 'zod';
import { CodeTakenError, findCompanyByEmail, insertCompany, markPaid } from '../../db/companies';
import type { Pool } from '../../db/pool';
import type { Clock } from '../../lib/clock';
import { newId, newLiveCode, newTestCode, newWebhookSecret } from '../../lib/ids';
import { hashPassword } from '../../lib/crypto';
import { DEFAULT_PERSONALITIES } from '../../scoring/personalities/personalities';

export const companyInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z.string().trim().pipe(z.email('must be a valid e-mail address')),
  password: z.string().min(10, 'must be at least 10 characters'),
  paid: z.boolean().default(true),
});

export interface CreatedCompany {
  id: string;
  email: string;
  live_code: string;
  test_code: string;
  webhook_secret: string;
}

/** Creates a company with fresh codes; paid ones also get their $49 setup charge recorded. */
export async function createCompany(
  pool: Pool,
  clock: Clock,
  input: z.input<typeof companyInput>,
): Promise<CreatedCompany> {
  const { name, email, password, paid } = companyInput.parse(input);
  const passwordHash = await hashPassword(password);
  for (let attempt = 1; ; attempt++) {
    const company = {
      id: newId(),
      name,
      email,
      passwordHash,
      liveCode: newLiveCode(),
      testCode: newTestCode(),
      webhookSecret: newWebhookSecret(),
      personalities: DEFAULT_PERSONALITIES,
    };
    try {
      await insertCompany(pool, company);
    } catch (err) {
      if (err instanceof CodeTakenError && attempt < 5) continue; // a random code collided: draw again
      throw err;
    }
    if (paid) await markPaid(pool, company.id, newId(), clock.now());
    return {
      id: company.id,
      email,
      live_code: company.liveCode,
      test_code: company.testCode,
      webhook_secret: company.webhookSecret,
    };
  }
}

export class CompanyNotFoundError extends Error {}

/** Returns whether the company was unpaid before. */
export async function markCompanyPaid(pool: Pool, clock: Clock, email: string): Promise<boolean> {
  const company = await findCompanyByEmail(pool, email);
  if (!company) throw new CompanyNotFoundError(`no company with e-mail ${email}`);
  return markPaid(pool, company.id, newId(), clock.now());
}
