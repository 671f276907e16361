'use strict';
/*
 * The warm Node.js runner: one process per sandbox runs a program once per case, each time in a
 * fresh V8 context (its own globals, its own view of the built-in modules, stdin, stdout, timers
 * and process events), so a case costs a context instead of a runtime start-up. What contexts
 * still share (Node's built-in classes) is in README.md.
 *
 * Started by the driver as `node <this file> <stdout limit> <stderr kept> <program path>...` with
 * fd 3 carrying the cases' inputs ("<program index> <byte length>\n<bytes>" each, EOF after the last) and fd 4
 * taking one report per case:
 *   "done exit=N cpu_us=N max_rss_kib=N out=N err=N output_exceeded=0|1 fallback=0|1 last=0|1\n"
 * followed by `out` bytes of stdout and `err` bytes of stderr. fallback=1: the program cannot run
 * here (it is not a CommonJS script): run it the cold way. last=1: this process ends after the
 * report (the case exited with work still pending, or failed), the next case needs a new runner.
 *
 * A case ends as a Node.js process would: when nothing is left to do (the event loop is empty),
 * on process.exit(), or on an uncaught error. Anything but a clean pass is run again the cold way
 * by the host, so this file only has to be faithful for programs that work.
 */
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { Console } = require('console');
const { EventEmitter } = require('events');
const { builtinModules } = require('module');
const { Readable, Writable } = require('stream');

const CONTROL_FD = 3;
const REPORT_FD = 4;
/** A pipe hands a reader at most this much at a time: stdin's 'data' events come in such chunks. */
const STDIN_CHUNK = 65536;
const STDIN_PATHS = new Set([0, '/dev/stdin', '/proc/self/fd/0', '/dev/fd/0']);
const BUILTINS = new Set(builtinModules);

const outputBytes = Number(process.argv[2]);
const stderrBytes = Number(process.argv[3]);
const programPaths = process.argv.slice(4);
const startDirectory = process.cwd();
const startUmask = process.umask();
const host = { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate };

/**
 * Node.js's own globals (Buffer, URL, TextEncoder, ...) that a new context lacks, on one object that
 * each case's global object inherits from: defining them on every context would cost more than the
 * context itself. What a case assigns lands on its own global.
 */
const NODE_GLOBALS = (() => {
  const own = new Set(vm.runInNewContext('Object.getOwnPropertyNames(globalThis)'));
  const skip = new Set(['global', 'process', 'console', ...Object.keys(host), 'queueMicrotask']);
  const globals = {};
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (own.has(name) || skip.has(name)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    // Lazy ones (crypto, fetch...) load on first use, and only for the real global object.
    if (descriptor.get) descriptor.get = descriptor.get.bind(globalThis);
    if (descriptor.set) descriptor.set = descriptor.set.bind(globalThis);
    Object.defineProperty(globals, name, descriptor);
  }
  return globals;
})();
const globalOf = new vm.Script('globalThis');

class ProgramExit extends Error {}

/**
 * The names a program finds on its global object. A context's global object answers through an
 * interceptor, which makes every global lookup (Math, Date, undefined...) several times slower than
 * in a plain process: the wrapper binds them once per case, as closure variables, instead.
 */
const GLOBAL_NAMES = [
  ...new Set([
    ...vm.runInNewContext('Object.getOwnPropertyNames(globalThis)'),
    ...Object.getOwnPropertyNames(NODE_GLOBALS).filter((name) => !Object.getOwnPropertyDescriptor(NODE_GLOBALS, name).get),
    ...['global', 'process', 'console', ...Object.keys(host), 'queueMicrotask'],
  ]),
].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'eval' && name !== 'arguments');

function compile(programPath) {
  let source = fs.readFileSync(programPath, 'utf8');
  if (source.startsWith('#!')) source = '//' + source.slice(2);
  const names = GLOBAL_NAMES.join(', ');
  try {
    // The CommonJS wrapper on the program's first line, so its line numbers are the file's; its
    // declarations shadow the bound globals as they would shadow the real ones.
    const wrapper = `((${names}) => function (exports, require, module, __filename, __dirname) { ${source}\n})(${names})`;
    return new vm.Script(wrapper, { filename: programPath });
  } catch {
    return null; // not a CommonJS script: the cold run says what node says
  }
}

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

/** Everything one case sees and leaves; nothing of it outlives the case. */
class Case {
  constructor(programPath, input) {
    this.programPath = programPath;
    this.input = input;
    this.stdout = [];
    this.stdoutSize = 0;
    this.stderr = [];
    this.stderrSize = 0;
    this.outputExceeded = false;
    this.exited = false;
    this.exitEmitted = false;
    this.failed = false;
    this.exitCode = undefined;
    this.timers = new Set();
    this.events = new EventEmitter();
    this.cpuStart = process.cpuUsage();
  }

  capture(stream, chunk) {
    if (this.exited) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (stream === 'stdout') {
      this.stdoutSize += bytes.length;
      if (this.stdoutSize > outputBytes) {
        // Now, whatever the program catches (console swallows its stream's errors).
        this.outputExceeded = this.exited = this.exitEmitted = true;
        finishCase(this);
        process.reallyExit(0);
      }
      this.stdout.push(Buffer.from(bytes));
    } else if (this.stderrSize < stderrBytes) {
      this.stderr.push(Buffer.from(bytes.subarray(0, stderrBytes - this.stderrSize)));
      this.stderrSize += Math.min(bytes.length, stderrBytes - this.stderrSize);
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

function stdinStream(c) {
  const stream = new Readable({ read() {} });
  for (let at = 0; at < c.input.length; at += STDIN_CHUNK) stream.push(c.input.subarray(at, at + STDIN_CHUNK));
  stream.push(null);
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

function caseProcess(c) {
  const proc = Object.create(process);
  const stdin = stdinStream(c);
  const values = {
    argv: [process.execPath, c.programPath],
    execArgv: [],
    env: { ...process.env },
    stdin,
    stdout: outputStream(c, 'stdout', 1),
    stderr: outputStream(c, 'stderr', 2),
    exit: (code) => {
      throw c.exit(code);
    },
    abort: () => {
      throw c.exit(134);
    },
  };
  for (const [name, value] of Object.entries(values)) Object.defineProperty(proc, name, { value, writable: true, configurable: true });
  Object.defineProperty(proc, 'exitCode', {
    get: () => c.exitCode,
    set: (code) => {
      c.exitCode = code;
    },
    configurable: true,
  });
  // The process's events are the case's own.
  for (const method of ['on', 'once', 'off', 'addListener', 'removeListener', 'removeAllListeners', 'prependListener', 'prependOnceListener', 'emit', 'listeners', 'rawListeners', 'listenerCount', 'eventNames']) {
    Object.defineProperty(proc, method, {
      value: (...args) => {
        const result = c.events[method](...args);
        return result === c.events ? proc : result;
      },
      writable: true,
      configurable: true,
    });
  }
  return proc;
}

/** fs as the program knows it, but stdin (fd 0, /dev/stdin) is the case's input. */
function caseFs(c) {
  const own = Object.create(fs);
  let position = 0;
  own.readFileSync = (file, options) => {
    if (!STDIN_PATHS.has(file)) return fs.readFileSync(file, options);
    const rest = c.input.subarray(position);
    position = c.input.length;
    const encoding = typeof options === 'string' ? options : options && options.encoding;
    return encoding ? rest.toString(encoding) : Buffer.from(rest);
  };
  own.readSync = (fd, buffer, ...rest) => {
    if (fd !== 0) return fs.readSync(fd, buffer, ...rest);
    let [offset = 0, length = buffer.byteLength - offset] = typeof rest[0] === 'object' && rest[0] !== null ? [rest[0].offset, rest[0].length] : rest;
    length = Math.min(length, c.input.length - position, STDIN_CHUNK);
    const view = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    view.set(c.input.subarray(position, position + length), offset);
    position += length;
    return length;
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

function caseRequire(c, proc, console, timers, mainModule) {
  const own = {
    fs: caseFs(c),
    process: proc,
    console,
    timers: { ...require('timers'), ...timers },
  };
  const programRequire = (id) => {
    const name = typeof id === 'string' && id.startsWith('node:') ? id.slice(5) : id;
    if (own[name]) return own[name];
    if (BUILTINS.has(name)) {
      // An object module is the case's own view of it (what the program sets stays with the case);
      // a function module (events, assert...) is the shared one.
      const builtin = module.require(name);
      own[name] = typeof builtin === 'object' && builtin !== null ? Object.create(builtin) : builtin;
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
  const wrap = (set) => (callback, ...args) => {
    if (typeof callback !== 'function') return set(callback, ...args); // node's own error
    const timer = set((...values) => {
      if (set !== host.setInterval) c.timers.delete(timer);
      if (!c.exited) callback(...values);
    }, ...args);
    return c.track(timer);
  };
  const clear = (clearer) => (timer) => {
    c.timers.delete(timer);
    clearer(timer);
  };
  return {
    setTimeout: wrap(host.setTimeout),
    setInterval: wrap(host.setInterval),
    setImmediate: wrap(host.setImmediate),
    clearTimeout: clear(host.clearTimeout),
    clearInterval: clear(host.clearInterval),
    clearImmediate: clear(host.clearImmediate),
  };
}

/** Nothing is left in the loop but, at most, the immediate this runs in. */
function nothingPending() {
  const pending = process.getActiveResourcesInfo();
  return pending.length === 0 || (pending.length === 1 && pending[0] === 'Immediate');
}

function startCase(script, programPath, input) {
  const c = new Case(programPath, input);
  const proc = caseProcess(c);
  const console = new Console({ stdout: proc.stdout, stderr: proc.stderr, colorMode: false });
  const timers = caseTimers(c);
  const sandbox = Object.assign(Object.create(NODE_GLOBALS), { process: proc, console, ...timers, queueMicrotask });
  const context = vm.createContext(sandbox);
  const global = globalOf.runInContext(context);
  sandbox.global = global;
  const mainModule = { id: '.', filename: programPath, path: path.dirname(programPath), exports: {}, loaded: false, children: [], paths: [] };
  try {
    const wrapper = script.runInContext(context);
    wrapper.call(mainModule.exports, mainModule.exports, caseRequire(c, proc, console, timers, mainModule), mainModule, programPath, path.dirname(programPath));
    mainModule.loaded = true;
  } catch (err) {
    c.fail(err);
  }
  return c;
}

/** Reports the case; true when this process can take the next one. */
function finishCase(c) {
  if (!c.exited) c.emitExit();
  c.exited = true;
  c.clearTimers();
  // What the program may have changed of the process itself.
  process.chdir(startDirectory);
  process.umask(startUmask);
  const cpu = process.cpuUsage(c.cpuStart);
  // Work the program started that is still pending (a child process, a socket...) could reach
  // into the next case: this process then ends, and the next case gets a new one.
  const reusable = !c.failed && !c.outputExceeded && nothingPending();
  const out = Buffer.concat(c.stdout);
  const err = Buffer.concat(c.stderr);
  const fields = [
    `exit=${c.failed ? 1 : c.code()}`,
    `cpu_us=${cpu.user + cpu.system}`,
    `max_rss_kib=${process.resourceUsage().maxRSS}`,
    `out=${out.length}`,
    `err=${err.length}`,
    `output_exceeded=${c.outputExceeded ? 1 : 0}`,
    'fallback=0',
    `last=${reusable ? 0 : 1}`,
  ];
  writeAll(REPORT_FD, Buffer.concat([Buffer.from(`done ${fields.join(' ')}\n`), out, err]));
  return reusable;
}

function main() {
  const scripts = new Map();
  let current = null;
  let ending = false;

  const take = () => {
    const next = nextCase();
    if (next === null) return;
    const programPath = programPaths[next.program];
    if (!scripts.has(programPath)) scripts.set(programPath, compile(programPath));
    const script = scripts.get(programPath);
    if (!script) {
      writeAll(REPORT_FD, Buffer.from('done exit=1 cpu_us=0 max_rss_kib=0 out=0 err=0 output_exceeded=0 fallback=1 last=1\n'));
      return;
    }
    current = startCase(script, programPath, next.input);
    if (current.exited || current.failed) end();
    // Node.js emits 'beforeExit' again only after the loop has run once more.
    else host.setImmediate(() => {});
  };

  const end = () => {
    const c = current;
    current = null;
    ending = false;
    // The next case starts after what this one queued last (its exit listeners' promises) has run.
    if (finishCase(c)) host.setImmediate(take);
    else process.reallyExit(0);
  };
  /** Ends the case once the ticks and promises already queued have run. */
  const endSoon = () => {
    if (ending) return;
    ending = true;
    host.setImmediate(end);
  };

  // The loop is empty: the program is done, as a Node.js process would be about to exit. Its own
  // 'beforeExit' listeners may start more work (then the loop runs on, and this comes again).
  process.on('beforeExit', () => {
    if (!current || ending) return;
    if (current.events.listenerCount('beforeExit') === 0) return end();
    try {
      current.events.emit('beforeExit', current.code());
    } catch (err) {
      current.fail(err);
    }
    host.setImmediate(() => {
      if (current && !ending && (current.failed || current.exited || nothingPending())) end();
    });
  });
  const uncaught = (err) => {
    if (!current) return; // from a case already reported: nothing of it may reach the next
    current.fail(err);
    current.exited = true;
    endSoon();
  };
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', uncaught);
  take();
}

main();
