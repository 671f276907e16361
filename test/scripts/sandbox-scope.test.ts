import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chooseScope,
  IN_SCOPE_VARIABLE,
  runInScope,
  sandboxLine,
  trySystemdScope,
  userBusReachable,
  type ScopeFacts,
} from '../../scripts/sandbox-scope';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * How `npm start` decides to run in a delegated systemd user scope, and how it runs there. This
 * host has no cgroup v2 systemd user session (cgroup v1 here), so systemd-run is a script that
 * stands in for it: it records its options, then runs the command after `--`, as `--scope` does.
 */
describe('npm start in a delegated systemd user scope', () => {
  let dir: string;
  let recorded: string;
  let fakeSystemdRun: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandbox-scope-'));
    recorded = path.join(dir, 'options');
    fakeSystemdRun = script(
      'systemd-run',
      `printf '%s\\n' "$@" > ${recorded}\nwhile [ "$1" != -- ]; do shift; done\nshift\nexec "$@"`,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function script(name: string, body: string): string {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  }

  describe('the choice', () => {
    const usable: ScopeFacts = { cgroupVersion: 2, inScope: false, systemdRun: '/usr/bin/systemd-run', userBus: true };

    it('asks systemd on a cgroup v2 host with systemd-run and a user session', () => {
      assert.deepEqual(chooseScope(usable), { systemdRun: '/usr/bin/systemd-run' });
    });

    it('does not ask again from inside the scope it was given', () => {
      assert.deepEqual(chooseScope({ ...usable, inScope: true }), { inScope: true });
    });

    it('says why not on cgroup v1, without cgroups, without systemd-run or without a user session', () => {
      const whyNot = (facts: Partial<ScopeFacts>) => {
        const choice = chooseScope({ ...usable, ...facts });
        assert.ok('whyNot' in choice, JSON.stringify(choice));
        return choice.whyNot;
      };
      assert.match(whyNot({ cgroupVersion: 1 }), /cgroup v1/);
      assert.match(whyNot({ cgroupVersion: null }), /no cgroups/);
      assert.match(whyNot({ systemdRun: undefined }), /systemd-run not installed/);
      assert.match(whyNot({ userBus: false }), /no systemd user session/);
    });

    it('finds a user session by its bus, its manager socket, or DBUS_SESSION_BUS_ADDRESS', () => {
      assert.equal(userBusReachable({}), false);
      assert.equal(userBusReachable({ XDG_RUNTIME_DIR: dir }), false);
      writeFileSync(path.join(dir, 'bus'), '');
      assert.equal(userBusReachable({ XDG_RUNTIME_DIR: dir }), true);
      const other = path.join(dir, 'other');
      mkdirSync(path.join(other, 'systemd'), { recursive: true });
      writeFileSync(path.join(other, 'systemd', 'private'), '');
      assert.equal(userBusReachable({ XDG_RUNTIME_DIR: other }), true);
      assert.equal(userBusReachable({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' }), true);
    });
  });

  describe('asking systemd', () => {
    it('tries a throwaway delegated user scope first', () => {
      assert.equal(trySystemdScope(fakeSystemdRun), true);
      assert.deepEqual(readFileSync(recorded, 'utf8').trim().split('\n'), [
        '--user',
        '--scope',
        '--property=Delegate=yes',
        '--quiet',
        '--collect',
        '--',
        'true',
      ]);
    });

    it('says what systemd-run said when it cannot have one', () => {
      const refusing = script('refusing', `echo 'Failed to connect to bus: No medium found' >&2\nexit 1`);
      assert.equal(trySystemdScope(refusing), 'systemd-run --user failed: Failed to connect to bus: No medium found');
    });

    it('runs the command in the scope, marked as inside it, and ends with its exit status', async () => {
      const marker = path.join(dir, 'marker');
      const handlers = process.listenerCount('SIGINT');
      const status = await runInScope(fakeSystemdRun, ['sh', '-c', `echo "$${IN_SCOPE_VARIABLE}" > ${marker}; exit 3`]);
      assert.equal(status, 3);
      assert.equal(readFileSync(marker, 'utf8'), '1\n');
      assert.equal(process.listenerCount('SIGINT'), handlers, 'no signal handler left behind');
    });

    it('leaves Ctrl-C to the command, and passes on a SIGTERM sent to it alone', async function () {
      this.timeout(20_000);
      // A process that waits in the scope for SIGTERM and then exits 7.
      const waiting = `trap 'kill $!; exit 7' TERM; echo ready; sleep 60 & wait`;
      const command = JSON.stringify(['sh', '-c', waiting]);
      const parent = spawn(
        process.execPath,
        [
          '--require',
          'tsx/cjs',
          '-e',
          `require('./scripts/sandbox-scope').runInScope(${JSON.stringify(fakeSystemdRun)}, ${command})` +
            '.then((status) => process.exit(status))',
        ],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = once(parent, 'exit');
      await once(parent.stdout!, 'data');
      parent.kill('SIGINT'); // the terminal would send it to the command too; this one ignores it
      parent.kill('SIGTERM');
      const [status] = await exited;
      assert.equal(status, 7);
    });
  });

  describe('the line it prints', () => {
    it('names the cgroup version, and the scope where it runs in one', () => {
      assert.equal(
        sandboxLine({ available: true, cgroupVersion: 2, seccomp: true }, { inScope: true }),
        'cgroup v2 limits (memory, tasks, one CPU per sandbox), in a delegated systemd user scope',
      );
      assert.equal(
        sandboxLine({ available: true, cgroupVersion: 1, seccomp: true }, { whyNot: 'the host has cgroup v1' }),
        'cgroup v1 limits (memory, tasks, one CPU per sandbox)',
      );
    });

    it('says per-process limits only, why there are no cgroups here, and why no scope', () => {
      const line = sandboxLine(
        { available: true, cgroupVersion: null, whyNoCgroups: 'cannot make cgroup v1 groups: EACCES', seccomp: true },
        { whyNot: 'the host has cgroup v1' },
      );
      assert.match(line, /^per-process limits only: .*not to score real candidates/);
      assert.match(line, /cannot make cgroup v1 groups: EACCES; no systemd user scope: the host has cgroup v1/);
      assert.doesNotMatch(line, /\n/);
    });
  });
});
