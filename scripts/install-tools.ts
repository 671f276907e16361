import { paths } from './local-state';
import { schemathesisCli } from './services/schemathesis';
import { findTemporalCli } from './services/temporal';

/**
 * Installs the pinned Temporal CLI (unless TEMPORAL_CLI_PATH or PATH has one) and the pinned
 * Schemathesis into .var/tools, so that the first `npm start` or `npm test` does not pay for them.
 * Used by .ci/run.
 */
const cli = findTemporalCli({ cliPath: process.env.TEMPORAL_CLI_PATH, toolsDir: paths.tools });
process.stdout.write(
  cli ? `temporal CLI: ${cli}\n` : 'temporal CLI: none found; the SDK will download the dev server\n',
);
process.stdout.write(`schemathesis: ${schemathesisCli(paths.tools)}\n`);
