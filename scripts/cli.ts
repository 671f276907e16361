import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { EmailTakenError } from '../db/companies';
import { migrate } from '../db/migrate';
import { createPool, type Pool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { loadConfig } from '../lib/config';
import { paths, readRuntimeInfo } from './local-state';
import { companyInput, CompanyNotFoundError, createCompany, markCompanyPaid } from './operator/companies';
import { MemberNotFoundError, revokeMemberTokens, unlockMember } from './operator/members';

const USAGE = `Usage:
  npm run --silent cli -- company create --name NAME --email EMAIL --password PASSWORD [--unpaid]
  npm run --silent cli -- company mark-paid --email EMAIL
  npm run --silent cli -- member unlock --email EMAIL
  npm run --silent cli -- member revoke-tokens --email EMAIL`;

class UsageError extends Error {}

/**
 * The database to work on: DATABASE_URL; else the one a running \`npm start\` uses; else the
 * embedded one under .var/, started just for this command.
 */
async function withDatabase<T>(fn: (pool: Pool) => Promise<T>): Promise<T> {
  const configured = loadConfig().databaseUrl ?? readRuntimeInfo()?.databaseUrl;
  // Imported only here: a production install (the Docker image) has no embedded Postgres.
  const embedded = configured
    ? undefined
    : await (await import('./services/postgres')).startEmbeddedPostgres({ dataDir: paths.postgres });
  const url = configured ?? embedded!.url;
  const pool = createPool(url, 2);
  try {
    await migrate(url);
    return await fn(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

async function run(argv: string[]): Promise<unknown> {
  const [area, action, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      unpaid: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (area === 'company' && action === 'create') {
    if (!values.name || !values.email || !values.password)
      throw new UsageError('--name, --email and --password are required');
    const input = companyInput.parse({
      name: values.name,
      email: values.email,
      password: values.password,
      paid: !values.unpaid,
    });
    return withDatabase((pool) => createCompany(pool, systemClock, input));
  }
  if (area === 'company' && action === 'mark-paid') {
    if (!values.email) throw new UsageError('--email is required');
    const email = values.email;
    const changed = await withDatabase((pool) => markCompanyPaid(pool, systemClock, email));
    return { email, paid: true, changed };
  }
  if (area === 'member' && (action === 'unlock' || action === 'revoke-tokens')) {
    if (!values.email) throw new UsageError('--email is required');
    const email = values.email;
    if (action === 'unlock')
      return { ...(await withDatabase((pool) => unlockMember(pool, systemClock, email))), unlocked: true };
    return { ...(await withDatabase((pool) => revokeMemberTokens(pool, systemClock, email))), tokens_revoked: true };
  }
  throw new UsageError(`unknown command: ${[area, action].filter(Boolean).join(' ') || '(none)'}`);
}

function describe(err: unknown): string {
  if (err instanceof ZodError) return err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  if (err instanceof EmailTakenError) return `a company with e-mail ${err.message} already exists`;
  if (err instanceof UsageError) return `${err.message}\n${USAGE}`;
  if (err instanceof CompanyNotFoundError || err instanceof MemberNotFoundError) return err.message;
  return (err as Error).message;
}

run(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(JSON.stringify(result) + '\n');
  },
  (err) => {
    // Exit explicitly: under tsx, an exitCode alone does not reach the shell.
    process.stderr.write(`error: ${describe(err)}\n`, () => process.exit(1));
  },
);
