'use strict';
/*
 * The sandboxes' spawner: a small process that starts every sandbox for the worker (spawner.ts).
 * Spawning forks the process that spawns, and a fork's cost grows with its memory: from a worker
 * of 600 MB a spawn blocked the worker's event loop for 14 ms, from this process about 1 ms.
 *
 * Messages in (from the worker, over the IPC channel):
 *   { op: 'spawn', id, file, args, uid?, gid?, fds, writes: [[fd, data]] }
 *     a pipe on each fd below `fds`; the writes' pipes written and closed at once, the others open
 *   { op: 'write', id, fd, data }   writes data (or nothing) to a pipe left open and closes it
 *   { op: 'kill', id }              SIGKILL to the process's group
 * Messages out: { id, op: 'pid', pid } | { id, op: 'stdout' | 'stderr', data } |
 *   { id, op: 'close', code, signal, error }
 */
const { spawn } = require('child_process');

const children = new Map();

function send(message) {
  if (process.connected) process.send(message);
}

function killGroup(pid) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function start({ id, file, args, uid, gid, fds, writes }) {
  let child;
  try {
    child = spawn(file, args, {
      stdio: Array.from({ length: fds }, () => 'pipe'),
      detached: true, // its own process group, so that one kill takes every process in it
      env: {},
      ...(uid === undefined ? {} : { uid, gid }),
    });
  } catch (err) {
    send({ id, op: 'close', code: null, signal: null, error: err.message });
    return;
  }
  children.set(id, child);
  let error;
  child.on('error', (err) => {
    error = err.message;
  });
  child.on('close', (code, signal) => {
    children.delete(id);
    send({ id, op: 'close', code, signal, error });
  });
  if (child.pid !== undefined) send({ id, op: 'pid', pid: child.pid });
  for (const [fd, stream] of child.stdio.entries()) {
    if (fd === 1 || fd === 2) {
      stream.setEncoding('utf8');
      stream.on('data', (data) => send({ id, op: fd === 1 ? 'stdout' : 'stderr', data }));
    } else {
      stream.on('error', () => {}); // EPIPE when the sandbox failed early
    }
  }
  for (const [fd, data] of writes) child.stdio[fd].end(data);
}

process.on('message', (message) => {
  const child = children.get(message.id);
  switch (message.op) {
    case 'spawn':
      start(message);
      break;
    case 'write':
      child?.stdio[message.fd].end(message.data ?? undefined);
      break;
    case 'kill':
      killGroup(child?.pid);
      break;
  }
});

// The worker is gone: its sandboxes end by their own deadlines, and this process with it.
process.on('disconnect', () => process.exit(0));
