import path from 'node:path';
import { onShutdown } from '../lib/process';
import { startClusterStack } from './cluster-stack';
import { paths, ROOT, VAR_DIR } from './local-state';
import { startSmtpSink } from './services/smtp-sink';
import { startTemporalUi } from './services/temporal-cluster';

const say = (line = '') => process.stdout.write(`${line}\n`);

/**
 * `npm run cluster`: the compose file's topology on this machine (docs/deployment.md, "One machine,
 * cluster-shaped"): the Temporal server on Postgres, two APIs behind a balancer on PORT (3000),
 * two lifecycle and two scoring workers, each a process of its own; the Temporal UI on
 * TEMPORAL_UI_PORT (8234: npm start's dev server has 8233); mail into .var/cluster/mail.
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
  const ui = await startTemporalUi({
    root: ROOT,
    toolsDir: paths.tools,
    address: stack.temporal.address,
    port: Number(process.env.TEMPORAL_UI_PORT ?? 8234),
    logFile: path.join(dataDir, 'temporal-ui.log'),
  }).catch(async (err) => {
    await stack.stop();
    await smtp.stop();
    throw err;
  });
  onShutdown(async () => {
    await ui.stop();
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
  say(`Temporal:  ${stack.temporal.address}, UI ${ui.url}, metrics ${stack.temporal.metricsUrl}`);
  say(`Processes: ${stack.processes.map((p) => `${p.name} (pid ${p.child.pid})`).join(', ')}`);
  say(`Logs:      ${path.join(dataDir, 'temporal.log')}; mail in ${path.join(dataDir, 'mail')}`);
  say('Press Ctrl-C to stop.');
}

main().catch((err) => {
  process.stderr.write(`npm run cluster failed: ${(err as Error).message}\n`);
  process.exit(1);
});
