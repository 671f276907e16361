import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A user (and group) other than ours to run a command as. */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Runs a command in the project root, as a user would from a shell (as `as`, when given). */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  as?: RunAs,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...as,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
