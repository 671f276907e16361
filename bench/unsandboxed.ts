import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLanguage } from '../scoring/sandbox/languages';
import { reapedChildrenCpuMs } from './cpu';

export interface UnsandboxedJob {
  language: string;
  code: string;
  cases: Array<{ input: string }>;
}

/**
 * The CPU a round's own work takes with no sandbox at all: each program compiled with the
 * sandbox's own compile script and run cold once per case, as plain processes of this one. What
 * a sandbox adds can only come on top, so this is the least a round could cost. Languages that run
 * warm (a runner forked or loaded per case) have no cold floor worth the name: undefined.
 */
export function unsandboxedCpuMs(jobs: UnsandboxedJob[]): number | undefined {
  const before = reapedChildrenCpuMs(process.pid);
  for (const job of jobs) {
    const language = getLanguage(job.language);
    if (!language || language.warm || language.transform) return undefined;
    const dir = mkdtempSync(join(tmpdir(), 'floor-'));
    try {
      writeFileSync(join(dir, language.fileName), job.code);
      job.cases.forEach(({ input }, i) => writeFileSync(join(dir, `case-${i}.in`), input));
      const compiled = language.compile?.artefact === 'source' ? language.fileName : 'artefact';
      const file = language.compile ? compiled : language.fileName;
      const command = language.command.map((part) => quote(part.replace('{file}', `./${file}`))).join(' ');
      // One shell per program, so that this process forks once, not once per case.
      const script = [
        'set -e',
        ...(language.compile
          ? [
              `sh -c ${quote(language.compile.script.replaceAll('/tmp/', `${dir}/`))} sh ${language.fileName} ` +
                (compiled === 'artefact' ? '> artefact && chmod +x artefact' : '> /dev/null'),
            ]
          : []),
        `for i in $(seq 0 ${job.cases.length - 1}); do ${command} < case-$i.in > /dev/null; done`,
      ].join('\n');
      const ran = spawnSync('sh', ['-c', script], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { PATH: '/usr/bin:/bin', HOME: dir, TMPDIR: dir },
      });
      if (ran.status !== 0) throw new Error(`${job.language} with no sandbox failed: ${ran.stderr}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return reapedChildrenCpuMs(process.pid) - before;
}

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
