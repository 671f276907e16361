import { onShutdown } from '../lib/process';
import { paths } from './local-state';
import { startLocalModel } from './services/llm';

const say = (line = '') => process.stdout.write(line + '\n');

/**
 * `npm run llm:local`: llama.cpp's server with the small test model on 127.0.0.1:8080 (or
 * LLM_LOCAL_PORT), installed on first use, until Ctrl-C. It lets anyone try the LLM evaluator
 * without an API key; the model is a test fixture, and its judgement is poor.
 */
async function main() {
  const port = Number(process.env.LLM_LOCAL_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('LLM_LOCAL_PORT: not a port number');
  say('Starting the local model (its first start installs it: about 600 MB into .var/tools)…');
  const model = await startLocalModel({ toolsDir: paths.tools, port });
  let stopping = false;
  onShutdown(() => {
    stopping = true;
    return model.close();
  });
  void model.exited.then((how) => {
    if (stopping) return;
    process.stderr.write(`llm:local: the model server stopped (${how})\n`);
    process.exit(1);
  });
  say();
  say(`Local model ${model.model} at ${model.baseUrl}. In another terminal, run the service with:`);
  say();
  say(`  LLM_BASE_URL=${model.baseUrl} LLM_MODEL=${model.model} LLM_TIMEOUT_MS=120000 LLM_CONCURRENCY=1 npm start`);
  say();
  say('Press Ctrl-C to stop.');
}

main().catch((err: Error) => {
  process.stderr.write(`llm:local: ${err.message}\n`);
  process.exit(1);
});
