'use strict';
/* The runner's channels to the driver: inputs in on fd 3, reports out on fd 4 (see main.js). */
const fs = require('fs');

const CONTROL_FD = 3;
const REPORT_FD = 4;

function readExactly(fd, size) {
  const buffer = Buffer.alloc(size);
  let filled = 0;
  while (filled < size) {
    const n = fs.readSync(fd, buffer, filled, size - filled, null);
    if (n === 0) throw new Error('the driver closed the control channel mid-case');
    filled += n;
  }
  return buffer;
}

/** The next case (its program's index and input), or null after the last. */
function nextCase() {
  let header = '';
  const byte = Buffer.alloc(1);
  for (;;) {
    if (fs.readSync(CONTROL_FD, byte, 0, 1, null) === 0) return null;
    if (byte[0] === 10) break;
    header += String.fromCharCode(byte[0]);
  }
  const [program, size] = header.split(' ').map(Number);
  return { program, input: readExactly(CONTROL_FD, size) };
}

function writeAll(fd, buffer) {
  let written = 0;
  while (written < buffer.length) written += fs.writeSync(fd, buffer, written);
}

/** One case's report: its header fields, then its stdout and stderr bytes. */
function report(fields, out = Buffer.alloc(0), err = Buffer.alloc(0)) {
  const header = Object.entries({ ...fields, out: out.length, err: err.length }).map(([k, v]) => `${k}=${v}`);
  writeAll(REPORT_FD, Buffer.concat([Buffer.from(`done ${header.join(' ')}\n`), out, err]));
}

module.exports = { nextCase, report };
