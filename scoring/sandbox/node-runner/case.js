'use strict';
/* One case: a fresh context with its own process, console, stdin/stdout, fs, require and timers. */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { Console } = require('console');
const { EventEmitter } = require('events');
const { builtinModules } = require('module');
const { Readable, Writable } = require('stream');
const { host, NODE_GLOBALS, globalOf, handedOut } = require('./program');
const { guard, reach } = require('./guard');
const { caseProcess, caseClocks } = require('./process');

/** A pipe hands a reader at most this much at a time: stdin's 'data' events come in such chunks. */
const STDIN_CHUNK = 65536;
const STDIN_PATHS = new Set([0, '/dev/stdin', '/proc/self/fd/0', '/dev/fd/0']);
const BUILTINS = new Set(builtinModules);

class ProgramExit extends Error {}

/** Everything one case sees and leaves; nothing of it outlives the case. */
class Case {
  /** limits: { outputBytes, stderrBytes }; onOverflow: ends the case at once when stdout passes its limit. */
  constructor(programPath, input, limits, onOverflow) {
    this.programPath = programPath;
    this.input = input;
    /** How far the program has read its input: one position, as a pipe has, for fs and process.stdin. */
    this.inputAt = 0;
    this.limits = limits;
    this.onOverflow = onOverflow;
    this.stdout = [];
    this.stdoutSize = 0;
    this.stderr = [];
    this.stderrSize = 0;
    this.outputExceeded = false;
    this.exited = false;
    this.exitEmitted = false;
    this.failed = false;
    this.exitCode = undefined;
    this.timeZoneTouched = false;
    /** The case did what changes this process past the watch of shared.js: the runner's last case. */
    this.endsRunner = false;
    this.timers = new Set();
    /** The event loop's check phases begun, as the case's immediates count them (enterCheck). */
    this.checkPhase = 0;
    /** The chunk of input asked for and not yet given: { due: the check phase it precedes, give }. */
    this.inputAsked = null;
    this.events = new EventEmitter();
    this.cpuStart = process.cpuUsage();
  }

  capture(stream, chunk) {
    if (this.exited) return;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (stream === 'stdout') {
      this.stdoutSize += bytes.length;
      if (this.stdoutSize > this.limits.outputBytes) {
        // Now, whatever the program catches (console swallows its stream's errors).
        this.outputExceeded = this.exited = this.exitEmitted = true;
        this.onOverflow(this);
      }
      this.stdout.push(Buffer.from(bytes));
    } else if (this.stderrSize < this.limits.stderrBytes) {
      const room = this.limits.stderrBytes - this.stderrSize;
      this.stderr.push(Buffer.from(bytes.subarray(0, room)));
      this.stderrSize += Math.min(bytes.length, room);
    }
  }

  /** Marks the case as ended by the program; the returned error unwinds its stack. */
  exit(code) {
    if (!this.exited) {
      if (code !== undefined) this.exitCode = code;
      this.emitExit();
      this.exited = true;
    }
    return new ProgramExit();
  }

  /** The program's 'exit' listeners, once; they may still print. */
  emitExit() {
    if (this.exitEmitted) return;
    this.exitEmitted = true;
    const exited = this.exited;
    this.exited = false;
    try {
      this.events.emit('exit', this.code());
    } catch (err) {
      this.fail(err);
    }
    this.exited = exited;
  }

  fail(err) {
    if (err instanceof ProgramExit) return;
    this.stderr.push(Buffer.from(`${err && err.stack ? err.stack : String(err)}\n`));
    this.exitCode = 1;
    this.failed = true;
  }

  /**
   * Whether the case did what the runner does not model and node does at once: setting
   * process.env.TZ (even back again) changes a process's time zone. Its result is then not the
   * runner's to give.
   */
  unmodelled() {
    return this.timeZoneTouched || this.proc.env?.TZ !== process.env.TZ;
  }

  /** `fn` (of this process, with hidden state), which makes the case its runner's last when called. */
  endsRunnerOn(fn, self) {
    const ends = () => (this.endsRunner = true);
    return function (...args) {
      ends();
      return Reflect.apply(fn, self, args);
    };
  }

  /**
   * An immediate of check phase `phase` is about to run: input asked for before that phase starts
   * is given first, as a pipe's comes in the poll phase before it. Whether any was given.
   */
  enterCheck(phase) {
    this.checkPhase = Math.max(this.checkPhase, phase);
    const asked = this.inputAsked;
    if (!asked || asked.due > phase) return false;
    this.inputAsked = null;
    asked.give();
    return true;
  }

  code() {
    const code = Number(this.exitCode ?? 0);
    return Number.isInteger(code) ? code & 0xff : 1;
  }

  track(timer) {
    this.timers.add(timer);
    return timer;
  }

  clearTimers() {
    for (const timer of this.timers) {
      host.clearTimeout(timer);
      host.clearImmediate(timer);
    }
    this.timers.clear();
  }
}

/**
 * The case's input as a pipe gives it: a chunk in the next poll phase once asked for, never within
 * the call that asks (a reader attached after an await still gets everything, and
 * process.stdin.read() at the top of a program gets null). The chunk comes from an immediate, or
 * before the first of the program's immediates that the next check phase runs (enterCheck).
 */
function stdinStream(c) {
  const stream = new Readable({
    read() {
      const asked = {
        due: c.checkPhase + 1,
        give: () => {
          c.timers.delete(timer);
          host.clearImmediate(timer);
          const at = c.inputAt;
          c.inputAt = Math.min(at + STDIN_CHUNK, c.input.length);
          stream.push(at < c.input.length ? c.input.subarray(at, c.inputAt) : null);
        },
      };
      c.inputAsked = asked;
      const timer = c.track(host.setImmediate(() => c.enterCheck(asked.due)));
    },
  });
  stream.fd = 0;
  return stream;
}

function outputStream(c, name, fd) {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      c.capture(name, chunk);
      callback();
    },
  });
  stream.fd = fd;
  return stream;
}

/** fs as the program knows it, but stdin (fd 0, /dev/stdin) is the case's input. */
function caseFs(c) {
  const own = Object.create(fs);
  own.readFileSync = (file, options) => {
    if (!STDIN_PATHS.has(file)) return fs.readFileSync(file, options);
    const rest = c.input.subarray(c.inputAt);
    c.inputAt = c.input.length;
    const encoding = typeof options === 'string' ? options : options && options.encoding;
    return encoding ? rest.toString(encoding) : Buffer.from(rest);
  };
  own.readSync = (fd, buffer, ...rest) => {
    const options = typeof rest[0] === 'object' && rest[0] !== null;
    const at = options ? rest[0].position : rest[2];
    // A read at a position is a pread, which a pipe refuses (ESPIPE): this process's own stdin, a
    // pipe too, answers it (or refuses the argument) as node would.
    if (fd !== 0 || (at !== undefined && at !== null && at !== -1)) return fs.readSync(fd, buffer, ...rest);
    let [offset = 0, length = buffer.byteLength - offset] = options ? [rest[0].offset, rest[0].length] : rest;
    length = Math.min(length, c.input.length - c.inputAt, STDIN_CHUNK);
    const view = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    view.set(c.input.subarray(c.inputAt, c.inputAt + length), offset);
    c.inputAt += length;
    return length;
  };
  // The usual fast output, fs.writeSync(1, text) or (1, buffer); its other forms reach the runner's
  // own stdout, which the driver notices, and the case runs again cold.
  own.writeSync = (fd, data, ...rest) => {
    const stream = { 1: 'stdout', 2: 'stderr' }[fd];
    const plain = rest.length === 0 && (typeof data === 'string' || Buffer.isBuffer(data));
    if (!stream || !plain) return fs.writeSync(fd, data, ...rest);
    const bytes = Buffer.from(data);
    c.capture(stream, bytes);
    return bytes.length;
  };
  own.readFile = (file, options, callback) => {
    if (typeof options === 'function') [options, callback] = [undefined, options];
    if (!STDIN_PATHS.has(file)) return fs.readFile(file, options, callback);
    let data;
    try {
      data = own.readFileSync(file, options);
    } catch (err) {
      return process.nextTick(callback, err);
    }
    process.nextTick(callback, null, data);
  };
  return own;
}

/**
 * Modules that reach past a case's context: code run in this realm (vm, repl, inspector, module's
 * own loader), registries a case's callbacks stay in (async hooks, diagnostics channels, workers'
 * broadcast channels). A case that requires one runs cold (guard.js).
 */
const REACHING_MODULES = new Set([
  ...['async_hooks', 'cluster', 'diagnostics_channel', 'inspector', 'inspector/promises', 'module'],
  ...['repl', 'trace_events', 'vm', 'wasi', 'worker_threads'],
]);

/** A module's setters of state that no property shows (v8.setFlagsFromString, dns.setServers...). */
const HIDDEN_SETTER = /^set(?!Timeout|Interval|Immediate)[A-Z]/;

/**
 * The case's view of an object module: what the program assigns stays on it; a call of one of the
 * module's hidden setters makes the case its runner's last; perf_hooks has the case's clock.
 */
function moduleView(c, name, builtin) {
  const view = Object.create(builtin);
  for (const key of Object.keys(builtin))
    if (HIDDEN_SETTER.test(key) && typeof builtin[key] === 'function')
      view[key] = c.endsRunnerOn(builtin[key], builtin);
  if (name === 'perf_hooks') {
    view.performance = c.clocks.performance;
    view.PerformanceObserver = guard(builtin.PerformanceObserver);
  }
  return view;
}

function caseRequire(c, proc, console, timers, mainModule) {
  const own = {
    fs: caseFs(c),
    process: proc,
    console,
    timers: { ...handedOut(require('timers')), ...timers },
  };
  const programRequire = (id) => {
    const name = typeof id === 'string' && id.startsWith('node:') ? id.slice(5) : id;
    if (own[name]) return own[name];
    if (BUILTINS.has(name)) {
      if (REACHING_MODULES.has(name)) reach();
      // An object module is the case's own view of it (what the program sets stays with the case);
      // a function module (events, assert...) is the shared one.
      const builtin = handedOut(module.require(name));
      own[name] = typeof builtin === 'object' && builtin !== null ? moduleView(c, name, builtin) : builtin;
      return own[name];
    }
    const err = new Error(`Cannot find module '${id}'`);
    err.code = 'MODULE_NOT_FOUND';
    throw err;
  };
  programRequire.main = mainModule;
  programRequire.cache = {};
  programRequire.resolve = (id) => {
    if (BUILTINS.has(String(id).replace(/^node:/, ''))) return id;
    return programRequire(id);
  };
  return programRequire;
}

function caseTimers(c) {
  const wrap =
    (set) =>
    (callback, ...args) => {
      if (typeof callback !== 'function') return set(callback, ...args); // node's own error
      const timer = set(
        (...values) => {
          if (set !== host.setInterval) c.timers.delete(timer);
          if (!c.exited) callback(...values);
        },
        ...args,
      );
      return c.track(timer);
    };
  const clear = (clearer) => (timer) => {
    c.timers.delete(timer);
    clearer(timer);
  };
  const setImmediate = wrap(host.setImmediate);
  return {
    setTimeout: wrap(host.setTimeout),
    setInterval: wrap(host.setInterval),
    // Input asked for before the check phase it runs in comes first, and what its listeners queued
    // (a 'readable' event, promise jobs) runs before the program's callback too.
    setImmediate: (callback, ...args) => {
      if (typeof callback !== 'function') return setImmediate(callback, ...args);
      const phase = c.checkPhase + 1;
      return setImmediate(
        (...values) => {
          if (!c.enterCheck(phase)) return callback(...values);
          // After the ticks, then the promise jobs, its listeners queued, as after a poll callback.
          process.nextTick(() =>
            queueMicrotask(() => {
              if (!c.exited) callback(...values);
            }),
          );
        },
        ...args,
      );
    },
    clearTimeout: clear(host.clearTimeout),
    clearInterval: clear(host.clearInterval),
    clearImmediate: clear(host.clearImmediate),
  };
}

function startCase(script, programPath, input, limits, onOverflow) {
  const c = new Case(programPath, input, limits, onOverflow);
  c.clocks = caseClocks(c);
  const streams = {
    stdin: stdinStream(c),
    stdout: outputStream(c, 'stdout', 1),
    stderr: outputStream(c, 'stderr', 2),
  };
  const console = new Console({ stdout: streams.stdout, stderr: streams.stderr, colorMode: false });
  const timers = caseTimers(c);
  const sandbox = Object.assign(Object.create(NODE_GLOBALS), { console, ...timers, queueMicrotask });
  // Defined, not assigned: NODE_GLOBALS's setter of performance would set this process's own.
  Object.defineProperty(sandbox, 'performance', { value: c.clocks.performance, writable: true, configurable: true });
  const context = vm.createContext(sandbox);
  const global = globalOf.runInContext(context);
  sandbox.global = global;
  const mainModule = {
    id: '.',
    filename: programPath,
    path: path.dirname(programPath),
    exports: {},
    loaded: false,
    children: [],
    paths: [],
  };
  const proc = caseProcess(c, global, streams, mainModule, c.clocks);
  c.proc = sandbox.process = proc;
  try {
    const wrapper = script.runInContext(context);
    wrapper.call(
      mainModule.exports,
      mainModule.exports,
      caseRequire(c, proc, console, timers, mainModule),
      mainModule,
      programPath,
      path.dirname(programPath),
    );
    mainModule.loaded = true;
  } catch (err) {
    c.fail(err);
  }
  return c;
}

module.exports = { startCase };
