import { randomBytes } from 'node:crypto';
import { countCompanies } from '../db/companies';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { createCompany } from './operator/companies';

/** On an empty database, creates the demo company and prints its credentials (the only time they are shown). */
export async function seedDemoCompany(databaseUrl: string, say: (line?: string) => void): Promise<void> {
  const pool = createPool(databaseUrl, 1);
  try {
    if ((await countCompanies(pool)) > 0) return;
    const password = randomBytes(12).toString('base64url');
    const demo = await createCompany(pool, systemClock, {
      name: 'Demo Company',
      email: 'demo@example.com',
      password,
    });
    say();
    say('Created a demo company on the empty database (shown once):');
    say(`  e-mail:    ${demo.email}`);
    say(`  password:  ${password}`);
    say(`  live code: ${demo.live_code}`);
    say(`  test code: ${demo.test_code}`);
  } finally {
    await pool.end();
  }
}
