import path from 'node:path';
import { onShutdown } from '../lib/shutdown';
import { startClusterStack } from './cluster-stack';
import { paths, VAR_DIR } from './local-state';
import { startSmtpSink } from './services/smtp-sink';

const say = (line = '') => process.stdout.write(`${line}\n`);

/**
 * `npm run cluster`: the compose file's topology on this machine (docs/deployment.md, "One machine,
 * cluster-shaped"): the Temporal server on Postgres, two APIs behind a balancer on PORT (3000),
 * two lifecycle and two scoring workers, each a process of its own; mail into .var/cluster/mail.
 * `npm run setup:cluster` builds the server first, or this start does.
 */
async function main() {
  const dataDir = path.join(VAR_DIR, 'cluster');
  const port = Number(process.env.PORT ?? 3000);
  const smtp = await startSmtpSink({ dir: path.join(dataDir, 'mail') });
  say('starting Postgres, the Temporal server, 2 APIs, 2 lifecycle and 2 scoring workers...');
  const stack = await startClusterStack({
    dataDir,
    toolsDir: paths.tools,
    smtpUrl: smtp.url,
    publicBaseUrl: `http://localhost:${port}`,
    balancerPort: port,
  }).catch(async (err) => {
    await smtp.stop();
    throw err;
  });
  onShutdown(async () => {
    await stack.stop();
    await smtp.stop();
  }, say);
  say();
  say(
    `API:       http://localhost:${port}/v1 (balanced over ${stack
      .running('api')
      .map((p) => p.url)
      .join(', ')})`,
  );
  say(`Database:  ${stack.databaseUrl}`);
  say(`Temporal:  ${stack.temporal.address} (UI: temporal server start-dev is not it; see docs/operations.md)`);
  say(`Processes: ${stack.processes.map((p) => `${p.name} (pid ${p.child.pid})`).join(', ')}`);
  say(`Logs:      ${path.join(dataDir, 'temporal.log')}; mail in ${path.join(dataDir, 'mail')}`);
  say('Press Ctrl-C to stop.');
}

main().catch((err) => {
  process.stderr.write(`npm run cluster failed: ${(err as Error).message}\n`);
  process.exit(1);
});
