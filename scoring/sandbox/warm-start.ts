import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BatchSpec } from './batch';
import { FORK_RUNNER_DIR, JVM_RUNNER_DIR, RUNNER_DIR } from './bwrap';
import { JAVA_HOME } from './toolchains';

/**
 * The warm runners a batch may start (driver.py): what each places in the sandbox, and the command
 * line the driver starts it with.
 */
let runnerFiles: { path: string; content: string }[] | undefined;

/** The warm Node.js runner's files (node-runner/), as placed in the sandbox. */
const nodeRunner = () =>
  (runnerFiles ??= readdirSync(path.join(__dirname, 'node-runner')).map((name) => ({
    path: path.posix.join(RUNNER_DIR, name),
    content: readFileSync(path.join(__dirname, 'node-runner', name), 'utf8'),
  })));

const forkRunners = new Map<string, string>();
/** A fork runner's source (fork-runner/), as placed in the sandbox. */
const forkRunnerSource = (file: string): string => {
  if (!forkRunners.has(file)) forkRunners.set(file, readFileSync(path.join(__dirname, 'fork-runner', file), 'utf8'));
  return forkRunners.get(file)!;
};

let jvmRunnerClasses: Promise<{ name: string; content: Buffer }[] | null> | undefined;
/**
 * The warm Java runner's classes (jvm-runner/), compiled once per process by the worker's own JDK:
 * our code, not a candidate's, so outside any sandbox. null where it cannot be compiled: Java then
 * runs cold.
 */
const jvmRunner = () =>
  (jvmRunnerClasses ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jvm-runner-'));
    try {
      const source = path.join(__dirname, 'jvm-runner', 'Runner.java');
      // Strings joined inline, not through invokedynamic: its bootstrap is tens of milliseconds of each runner's start.
      await promisify(execFile)(`${JAVA_HOME}/bin/javac`, [
        '--release',
        '17',
        '-XDstringConcat=inline',
        '-d',
        dir,
        source,
      ]);
      const names = await readdir(dir);
      return await Promise.all(names.map(async (name) => ({ name, content: await readFile(path.join(dir, name)) })));
    } catch {
      return null;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })());

export interface WarmStart {
  /** The runner's files, placed read-only in the sandbox. */
  files: { path: string; content: string | Buffer }[];
  /** The runner's command line, for the driver (a fork runner's, the JVM runner's). */
  server: string[];
}

/** How a batch's runtime starts warm (driver.py), or null: a fresh process per input. */
export async function warmStart(spec: Pick<BatchSpec, 'warm' | 'runner'>): Promise<WarmStart | null> {
  switch (spec.warm) {
    case null:
      return null;
    case 'python':
      return { files: [], server: [] };
    case 'node':
      return { files: nodeRunner(), server: [] };
    case 'fork': {
      const { file, command } = spec.runner!;
      const runnerPath = path.posix.join(FORK_RUNNER_DIR, file);
      return {
        files: [{ path: runnerPath, content: forkRunnerSource(file) }],
        server: command.map((arg) => (arg === '{runner}' ? runnerPath : arg)),
      };
    }
    case 'jvm': {
      const classes = await jvmRunner();
      if (!classes) return null;
      return {
        files: classes.map(({ name, content }) => ({ path: path.posix.join(JVM_RUNNER_DIR, name), content })),
        server: spec.runner!.command.map((arg) => (arg === '{runner}' ? JVM_RUNNER_DIR : arg)),
      };
    }
  }
}
