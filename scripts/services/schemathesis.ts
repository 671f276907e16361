import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { isExecutable } from './executable';

/** The Schemathesis release (PyPI) that tests the API against its OpenAPI document. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/**
 * The `st` CLI of the pinned Schemathesis, in a project-local venv under toolsDir: installed from
 * PyPI on first use (python3 -m venv, then pip). Throws with the reason when it cannot be installed.
 */
export function schemathesisCli(toolsDir: string): string {
  const venv = path.join(toolsDir, `schemathesis-${SCHEMATHESIS_VERSION}`);
  const cli = path.join(venv, 'bin', 'st');
  if (isExecutable(cli)) return cli;
  mkdirSync(toolsDir, { recursive: true });
  const steps: Array<[string, string[]]> = [
    ['python3', ['-m', 'venv', '--clear', venv]],
    [
      path.join(venv, 'bin', 'python'),
      ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`],
    ],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `could not install schemathesis ${SCHEMATHESIS_VERSION} (${command} ${args.join(' ')}): ${result.error?.message ?? result.stderr}`,
      );
    }
  }
  return cli;
}
