import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withInstallLock } from '../../../scripts/services/install-lock';

describe('withInstallLock: one build of a tool at a time', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'install-lock-'));
    dir = path.join(root, 'tools', 'tool'); // on a fresh machine, not even the tools' folder is there
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes the folder it locks in', async () => {
    assert.equal(await withInstallLock(dir, () => 'built'), 'built');
    assert.ok(!existsSync(`${dir}.lock`));
  });

  it('waits while a live process holds the lock, then installs and lets go', async () => {
    const holder = spawn('sleep', ['30']);
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(path.join(`${dir}.lock`, 'pid'), String(holder.pid));
    let releasedAt = 0;
    setTimeout(() => {
      releasedAt = Date.now();
      rmSync(`${dir}.lock`, { recursive: true });
      holder.kill();
    }, 300);
    let ranAt = 0;
    assert.equal(await withInstallLock(dir, () => ((ranAt = Date.now()), 'built')), 'built');
    assert.ok(releasedAt > 0 && ranAt >= releasedAt, 'installed only after the holder let go');
    assert.ok(!existsSync(`${dir}.lock`));
  });

  it('takes over a lock whose process has died, and lets go when the install throws', async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(path.join(`${dir}.lock`, 'pid'), String(dead.pid));
    await assert.rejects(
      withInstallLock(dir, () => {
        throw new Error('go install failed');
      }),
      /go install failed/,
    );
    assert.ok(!existsSync(`${dir}.lock`));
  });
});
