import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode, type BundleOptions, type WorkflowBundle } from '@temporalio/worker';

/**
 * The workflow bundle of a previous start, kept in one file and used again only while every input
 * webpack consumed is unchanged: bundling with webpack is most of a start's time.
 */
interface CachedBundle {
  /** The toolchain and options the bundle was made with (bundleKey). */
  key: string;
  /** Every file webpack depended on: its sha256 as webpack read it, or 'dir' for a directory. */
  files: Record<string, string>;
  /** Paths webpack looked for and did not find: one appearing could change what resolves. */
  missing: string[];
  code: string;
}

/** Raise when the options below change: bundles made with the old ones are then rebuilt. */
const CACHE_FORMAT = 1;
/** What turns sources into the bundle, besides the sources: the SDK's bundler and its loaders. */
const TOOLCHAIN = [
  '@temporalio/worker',
  '@temporalio/workflow',
  'webpack',
  'swc-loader',
  '@swc/core',
  'source-map-loader',
];

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function toolchainVersions(): Record<string, string> {
  const workerDir = path.dirname(require.resolve('@temporalio/worker/package.json'));
  return Object.fromEntries(
    TOOLCHAIN.map((name) => {
      const manifest = require.resolve(`${name}/package.json`, { paths: [workerDir] });
      return [name, (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version];
    }),
  );
}

export function bundleKey(workflowsPath: string): string {
  return sha256(JSON.stringify({ format: CACHE_FORMAT, workflowsPath, toolchain: toolchainVersions() }));
}

function fingerprint(file: string): string | undefined {
  try {
    return statSync(file).isDirectory() ? 'dir' : sha256(readFileSync(file));
  } catch {
    return undefined;
  }
}

function isCurrent(cached: CachedBundle, key: string): boolean {
  if (cached.key !== key) return false;
  for (const [file, expected] of Object.entries(cached.files)) if (fingerprint(file) !== expected) return false;
  return !cached.missing.some((file) => existsSync(file));
}

function readCache(cacheFile: string): CachedBundle | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedBundle;
  } catch {
    return undefined;
  }
}

interface Inputs {
  /** sha256 of the bytes webpack read, per file, so that an edit made while bundling is noticed next time. */
  read: Map<string, string>;
  files: string[];
  missing: string[];
}

/**
 * A webpack plugin that records what the compilation depended on. The SDK sets the compiler's
 * input file system after plugins are applied, so its reads are wrapped when the run begins.
 */
function recordInputs(inputs: Inputs) {
  return {
    // webpack is the SDK's dependency, not ours: its Compiler type is not imported here.
    /* eslint-disable @typescript-eslint/no-explicit-any */
    apply(compiler: any) {
      compiler.hooks.beforeRun.tap('RecordWorkflowBundleInputs', () => {
        const fs = compiler.inputFileSystem;
        const readFile = fs.readFile;
        fs.readFile = (file: string, ...rest: any[]) => {
          const callback = rest.pop();
          readFile.call(fs, file, ...rest, (err: Error | null, data: Buffer) => {
            if (!err && !inputs.read.has(file)) inputs.read.set(file, sha256(data));
            callback(err, data);
          });
        };
      });
      compiler.hooks.done.tap('RecordWorkflowBundleInputs', (stats: any) => {
        inputs.files = [...stats.compilation.fileDependencies];
        inputs.missing = [...stats.compilation.missingDependencies];
      });
    },
    /* eslint-enable @typescript-eslint/no-explicit-any */
  };
}

function writeCache(cacheFile: string, entry: CachedBundle): void {
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(entry));
  renameSync(partial, cacheFile); // a reader sees the old file or the new one, never half of one
}

export interface CachedBundleResult {
  bundle: WorkflowBundle;
  /** Whether it came from the cache (false: bundled now, and cached for the next start). */
  cached: boolean;
}

/**
 * The workflows at `workflowsPath` bundled as Worker.create takes them: from `cacheFile` when
 * nothing the bundle was made of has changed, otherwise bundled now and written there.
 */
export async function cachedWorkflowBundle(options: {
  workflowsPath: string;
  cacheFile: string;
  logger?: BundleOptions['logger'];
}): Promise<CachedBundleResult> {
  const key = bundleKey(options.workflowsPath);
  const cached = readCache(options.cacheFile);
  if (cached && isCurrent(cached, key)) return { bundle: { code: cached.code }, cached: true };

  const inputs: Inputs = { read: new Map(), files: [], missing: [] };
  const bundle = await bundleWorkflowCode({
    workflowsPath: options.workflowsPath,
    logger: options.logger,
    webpackConfigHook: (config) => ({ ...config, plugins: [...(config.plugins ?? []), recordInputs(inputs)] }),
  });
  const files = fingerprints(inputs, options.workflowsPath);
  if (files) writeCache(options.cacheFile, { key, files, missing: inputs.missing, code: bundle.code });
  return { bundle, cached: false };
}

/** The file the SDK's bundler generates in memory beside the workflows (not on disk; it follows from the key). */
function generatedEntrypoint(workflowsPath: string): string {
  const { dir, name, base } = path.parse(workflowsPath);
  return path.join(dir, `${statSync(workflowsPath).isFile() ? name : base}-autogenerated-entrypoint.cjs`);
}

/**
 * Undefined when the bundle is not worth keeping: an input is gone since webpack read it, or the
 * inputs were not recorded at all (the workflows themselves must be among them).
 */
function fingerprints(inputs: Inputs, workflowsPath: string): Record<string, string> | undefined {
  const entrypoint = generatedEntrypoint(workflowsPath);
  const files: Record<string, string> = {};
  for (const file of inputs.files) {
    if (file === entrypoint) continue;
    const now = fingerprint(file);
    if (now === undefined) return undefined;
    files[file] = now === 'dir' ? now : (inputs.read.get(file) ?? now);
  }
  const workflows = realpathSync(workflowsPath); // webpack records files by their real path
  return files[workflows] && inputs.read.has(workflows) ? files : undefined;
}
