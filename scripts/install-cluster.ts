import { paths } from './local-state';
import { installTemporalServer, installTemporalUi } from './services/temporal-server';

/**
 * `npm run setup:cluster`: builds the pinned Temporal server and its SQL tool into .var/tools for
 * `npm run cluster`, the cluster test and the cluster bench, and the Temporal UI's server for
 * `npm run cluster`; nothing when they are there. Used by .ci/run.
 */
try {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  process.stdout.write(`temporal server: ${installTemporalServer(paths.tools, say).server}\n`);
  process.stdout.write(`temporal UI: ${installTemporalUi(paths.tools, say).server}\n`);
} catch (err) {
  process.stderr.write(`setup:cluster failed: ${(err as Error).message}\n`);
  process.exit(1);
}
