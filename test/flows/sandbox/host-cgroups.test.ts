import assert from 'node:assert/strict';
import { findCgroupHost } from '../../../scoring/sandbox/cgroup';
import { loadConfig } from '../../../lib/config';
import { createLogger } from '../../../lib/logger';
import { createSandbox } from '../../../scoring/sandbox';
import { startWorker } from '../../../worker/start-worker';

/** On this host's cgroups (what the sandbox writes on a fake tree: test/scoring/sandbox/cgroup.test.ts). */
describe('sandbox cgroups', () => {
  it('runs on the real cgroups of this host, and says which version it ran', async function () {
    this.timeout(60_000);
    const host = await findCgroupHost();
    const sandbox = createSandbox();
    const reason = await sandbox.unavailableReason();
    console.log(
      `      real cgroups here: ${typeof host === 'string' ? `none (${host})` : `v${host.version}`}; ` +
        `cgroup v2 for real: ${typeof host !== 'string' && host.version === 2 ? 'yes' : 'no, fake tree only'}`,
    );
    if (typeof host === 'string' || (reason && process.getuid?.() !== 0))
      return assert.match(reason ?? '', /SANDBOX_ALLOW_WEAK_LIMITS/, 'without usable cgroups the sandbox must refuse');
    const run = await sandbox.run({ language: 'python', code: 'print(1)', cases: [{ input: '', expected: '1' }] });
    assert.ok(run.available && run.memoryEnforcement === 'cgroup' && run.cases[0].verdict === 'passed', reason ?? '');
    assert.deepEqual(await sandbox.enforcement(), { available: true, cgroupVersion: host.version, seccomp: true });
  });

  it('a worker that serves the scoring queue refuses to start without them, and says why and what to set', async () => {
    const sandbox = createSandbox({
      findCgroups: async () =>
        'neither cgroup v2 nor cgroup v1 memory and pids hierarchies are mounted for this process',
    });
    const start = startWorker({
      config: loadConfig({}),
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      temporalAddress: '127.0.0.1:1',
      smtpUrl: 'smtp://127.0.0.1:1',
      logger: createLogger('silent', 'worker'),
      sandbox,
    });
    await assert.rejects(
      start,
      /serves the scoring queue but the sandbox cannot run programs here: neither cgroup v2 nor .*; set SANDBOX_ALLOW_WEAK_LIMITS=true/,
    );
  });
});
