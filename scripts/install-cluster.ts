import { paths } from './local-state';
import { installTemporalServer } from './services/temporal-server';

/**
 * `npm run setup:cluster`: builds the pinned Temporal server and its SQL tool into .var/tools for
 * `npm run cluster`, the cluster test and the cluster bench; nothing when they are there. Used by
 * .ci/run.
 */
try {
  const { server } = installTemporalServer(paths.tools, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`temporal server: ${server}\n`);
} catch (err) {
  process.stderr.write(`setup:cluster failed: ${(err as Error).message}\n`);
  process.exit(1);
}
