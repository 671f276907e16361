import { paths } from './local-state';
import { installTemporalServer, installTemporalUi } from './services/temporal-server';

/**
 * `npm run setup:cluster`: builds the pinned Temporal server and its SQL tool into .var/tools for
 * `npm run cluster`, the cluster test and the cluster bench, and the Temporal UI's server for
 * `npm run cluster`; nothing when they are there. Used by .ci/run.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
Promise.all([installTemporalServer(paths.tools, say), installTemporalUi(paths.tools, say)]).then(
  ([server, ui]) => say(`temporal server: ${server.server}\ntemporal UI: ${ui.server}`),
  (err: Error) => {
    process.stderr.write(`setup:cluster failed: ${err.message}\n`);
    process.exit(1);
  },
);
