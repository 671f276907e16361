import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything `npm start` keeps between runs lives under .var/ in the project (git-ignored), or
 * under ASSESSMENTS_VAR_DIR when set (the start-up bench runs `npm start` on a throwaway one).
 */
export const ROOT = path.resolve(__dirname, '..');
export const VAR_DIR = process.env.ASSESSMENTS_VAR_DIR
  ? path.resolve(process.env.ASSESSMENTS_VAR_DIR)
  : path.join(ROOT, '.var');
export const paths = {
  postgres: path.join(VAR_DIR, 'postgres'),
  temporalDb: path.join(VAR_DIR, 'temporal', 'dev.db'),
  mail: path.join(VAR_DIR, 'mail'),
  tools: path.join(VAR_DIR, 'tools'),
  runtime: path.join(VAR_DIR, 'runtime.json'),
  /** The last workflow bundle and what it was made of (worker/workflow-bundle-cache.ts); safe to delete. */
  workflowBundle: path.join(VAR_DIR, 'cache', 'workflow-bundle.json'),
};

/** What a running `npm start` tells other local processes (the operator CLI) about its services. */
export interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
}

export function writeRuntimeInfo(info: RuntimeInfo): void {
  mkdirSync(VAR_DIR, { recursive: true });
  writeFileSync(paths.runtime, JSON.stringify(info) + '\n', { mode: 0o600 });
}

export function clearRuntimeInfo(): void {
  rmSync(paths.runtime, { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The running `npm start`'s services, if one is running. */
export function readRuntimeInfo(): RuntimeInfo | undefined {
  if (!existsSync(paths.runtime)) return undefined;
  try {
    const info = JSON.parse(readFileSync(paths.runtime, 'utf8')) as RuntimeInfo;
    return alive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}
