import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cgroupVersion, createSandboxCgroups, findCgroupHost, type CgroupHost } from '../../../scoring/sandbox/cgroup';

const MiB = 1024 * 1024;

/** A fake /proc/self/{cgroup,mountinfo} and cgroup tree in a temporary folder: the file writes are what is checked. */
function fakeHost(kind: 'v2' | 'v1', controllers = 'cpuset cpu io memory hugetlb pids') {
  const root = mkdtempSync(path.join(tmpdir(), 'fake-cgroup-'));
  const procSelfCgroup = path.join(root, 'self-cgroup');
  const procSelfMountinfo = path.join(root, 'self-mountinfo');
  if (kind === 'v2') {
    const group = path.join(root, 'fs', 'system.slice', 'assessments.service');
    mkdirSync(group, { recursive: true });
    writeFileSync(path.join(group, 'cgroup.controllers'), `${controllers}\n`);
    writeFileSync(path.join(group, 'cgroup.subtree_control'), '\n');
    writeFileSync(path.join(group, 'cgroup.procs'), '4242\n');
    writeFileSync(procSelfCgroup, '0::/system.slice/assessments.service\n');
    writeFileSync(
      procSelfMountinfo,
      `35 24 0:30 / ${path.join(root, 'fs')} rw,nosuid shared:9 - cgroup2 cgroup2 rw,nsdelegate\n`,
    );
    return { root, group, files: { procSelfCgroup, procSelfMountinfo } };
  }
  for (const c of ['memory', 'pids', 'cpu']) mkdirSync(path.join(root, c, 'worker'), { recursive: true });
  writeFileSync(procSelfCgroup, '8:pids:/worker\n4:memory:/worker\n1:cpu:/worker\n0::/\n');
  writeFileSync(
    procSelfMountinfo,
    ['memory', 'pids', 'cpu']
      .map((c, i) => `${30 + i} 23 0:${30 + i} / ${path.join(root, c)} rw,relatime - cgroup cgroup rw,${c}`)
      .join('\n') + '\n',
  );
  return { root, group: '', files: { procSelfCgroup, procSelfMountinfo } };
}

/** On a fake cgroup tree (the host's real cgroups: test/flows/sandbox/host-cgroups.test.ts). */
describe('sandbox cgroups', () => {
  it('cgroup v2: moves our processes to a leaf, enables memory, pids and cpu for children, and limits each sandbox group', async () => {
    const { root, group, files } = fakeHost('v2');
    try {
      const host = (await findCgroupHost(files)) as CgroupHost;
      assert.deepEqual(host, { version: 2, parent: group });
      assert.equal(readFileSync(path.join(group, 'service', 'cgroup.procs'), 'utf8'), '4242');
      assert.equal(readFileSync(path.join(group, 'cgroup.subtree_control'), 'utf8'), '+memory +pids +cpu');

      const groups = await createSandboxCgroups(host, { memoryBytes: 256 * MiB, processes: 64, cpus: 1 });
      const dir = path.dirname(groups.procsFiles[0]);
      assert.equal(path.dirname(dir), group);
      assert.equal(readFileSync(path.join(dir, 'memory.max'), 'utf8'), String(288 * MiB));
      assert.equal(readFileSync(path.join(dir, 'pids.max'), 'utf8'), '66');
      assert.equal(readFileSync(path.join(dir, 'cpu.max'), 'utf8'), '100000 100000');
      assert.deepEqual(groups.mounts, [{ source: dir, target: '/run/cgroup' }]);
      assert.deepEqual(groups.oomCounter, { file: '/run/cgroup/memory.events', key: 'oom_kill' });
      assert.deepEqual(groups.pidsCounter, { file: '/run/cgroup/pids.events', key: 'max' });
      writeFileSync(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
      assert.equal(await groups.oomKills(), 1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('cgroup v2: says which controllers the host has not delegated', async () => {
    const { root, files } = fakeHost('v2', 'cpuset io memory');
    try {
      assert.match(
        String(await findCgroupHost(files)),
        /does not offer pids, cpu to this process \(the host must delegate them\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('cgroup v1: memory (swap too where accounted), pids and cpu groups under our own', async () => {
    const { root, files } = fakeHost('v1');
    try {
      const host = (await findCgroupHost(files)) as CgroupHost;
      assert.deepEqual(host, {
        version: 1,
        memory: path.join(root, 'memory', 'worker'),
        pids: path.join(root, 'pids', 'worker'),
        cpu: path.join(root, 'cpu', 'worker'),
      });
      const groups = await createSandboxCgroups(host, { memoryBytes: 256 * MiB, processes: 64, cpus: 1 });
      const dir = (c: string) => path.dirname(groups.procsFiles.find((f) => f.includes(`${path.sep}${c}${path.sep}`))!);
      assert.equal(readFileSync(path.join(dir('memory'), 'memory.limit_in_bytes'), 'utf8'), String(288 * MiB));
      assert.equal(readFileSync(path.join(dir('pids'), 'pids.max'), 'utf8'), '66');
      assert.equal(readFileSync(path.join(dir('cpu'), 'cpu.cfs_quota_us'), 'utf8'), '100000');
      assert.equal(readFileSync(path.join(dir('cpu'), 'cpu.cfs_period_us'), 'utf8'), '100000');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('says which version sandboxes would use, changing nothing: v1 where its hierarchies are mounted, else v2', async () => {
    const v1 = fakeHost('v1');
    const v2 = fakeHost('v2');
    try {
      assert.equal(await cgroupVersion(v1.files), 1);
      assert.equal(await cgroupVersion(v2.files), 2);
      assert.equal(readFileSync(path.join(v2.group, 'cgroup.subtree_control'), 'utf8'), '\n', 'no controller enabled');
      assert.equal(await cgroupVersion({ ...v2.files, procSelfCgroup: path.join(v2.root, 'missing') }), null);
    } finally {
      rmSync(v1.root, { recursive: true, force: true });
      rmSync(v2.root, { recursive: true, force: true });
    }
  });
});
