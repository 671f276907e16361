import { readFileSync } from 'node:fs';
import { format } from 'node:util';
import vm from 'node:vm';

type Program = (require: (id: string) => unknown, console: unknown, process: unknown) => void;

const compiled = new Map<string, Program>();
const EXIT = Symbol('exit');

/**
 * The output of one of the course's JavaScript reference programs on `input`, run in this process:
 * they are the course's own code, not a candidate's, and a sandbox per case would cost as much as
 * the candidate's run. A reference reads its input with `require('fs').readFileSync(0)` and writes
 * with `console.log` or `process.stdout.write`; these are what it is given.
 */
export function runJavaScriptReference(file: string, input: string): string {
  let program = compiled.get(file);
  if (!program) {
    // Strict, so that a reference cannot leave a global (an undeclared assignment) for another.
    // Not in a context of its own: there every global a program reads (Math, Array) goes through
    // the context's interceptors, which made drawing a round's cases 7 times slower.
    program = vm.compileFunction(`'use strict';${readFileSync(file, 'utf8')}`, ['require', 'console', 'process'], {
      filename: file,
    }) as Program;
    compiled.set(file, program);
  }
  let output = '';
  const fs = {
    readFileSync: (fd: unknown, encoding?: unknown) => {
      if (fd !== 0 && fd !== '/dev/stdin') throw new Error(`${file} reads ${String(fd)}, not its input`);
      return encoding ? input : Buffer.from(input);
    },
  };
  const shims = {
    require: (id: string) => {
      if (id === 'fs' || id === 'node:fs') return fs;
      throw new Error(`${file} requires ${id}`);
    },
    console: { log: (...args: unknown[]) => void (output += format(...args) + '\n') },
    process: {
      stdout: { write: (text: string) => ((output += text), true) },
      exit: () => {
        throw EXIT;
      },
    },
  };
  try {
    program(shims.require, shims.console, shims.process);
  } catch (err) {
    if (err !== EXIT) throw err;
  }
  return output;
}
