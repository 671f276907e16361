'use strict';
/*
 * What a case reaches only by going past its own context: this process's realm (code built from
 * text, its global object, Node.js's internals), registries that keep its callbacks for later
 * cases, or this process's memory (where earlier cases' data may still lie). A case that does is
 * not this runner's to judge: it runs again cold, in a process of its own, and so do the program's
 * later cases; the runner ends.
 */
const fs = require('fs');

let reached = false;

/** Marks the case (a module required, an accessor read). */
function reach() {
  reached = true;
}

const wasReached = () => reached;

/** `fn` (a function or class of this process) as a case is handed it: calling it or `new` marks the case. */
function guard(fn) {
  return new Proxy(fn, {
    apply(target, self, args) {
      reached = true;
      return Reflect.apply(target, self, args);
    },
    construct(target, args, newTarget) {
      reached = true;
      return Reflect.construct(target, args, newTarget);
    },
  });
}

/** /proc/<this process, or one of its threads>/mem, once symlinks are resolved. */
const PROCESS_MEMORY = /^\/proc\/[^/]+(?:\/task\/[^/]+)?\/mem$/;

function isProcessMemory(file) {
  if (typeof file !== 'string' && !Buffer.isBuffer(file) && !(file instanceof URL)) return false;
  try {
    return PROCESS_MEMORY.test(fs.realpathSync(file));
  } catch {
    return false; // nothing there: the call fails as it would
  }
}

/**
 * What reaches this process's memory or Node.js's internals, guarded where every case finds it:
 * fs's and fs/promises' functions that open a file by its path (on the modules themselves, which
 * every case's own fs inherits from) mark the case when the file is this process's memory, and
 * process.binding (binding('fs') opens any file, binding('contextify') runs code in this realm),
 * _linkedBinding and dlopen mark it when called.
 */
function guardProcessReach() {
  for (const name of ['binding', '_linkedBinding', 'dlopen'])
    if (typeof process[name] === 'function') process[name] = guard(process[name].bind(process));
  const targets = [
    [fs, ['openSync', 'open', 'readFileSync', 'readFile', 'createReadStream', 'openAsBlob']],
    [fs, ['copyFileSync', 'copyFile', 'cpSync', 'cp']],
    [require('fs/promises'), ['open', 'readFile', 'copyFile', 'cp']],
  ];
  for (const [module, names] of targets)
    for (const name of names) {
      const original = module[name];
      if (typeof original !== 'function') continue;
      module[name] = {
        [name](file, ...rest) {
          if (isProcessMemory(file)) reached = true;
          return Reflect.apply(original, this, [file, ...rest]);
        },
      }[name];
    }
}

/**
 * What runs a case's callback after the case has ended, beside its own timers (cleared with it):
 * Node.js's unref'd timers (AbortSignal.timeout, timers/promises with `ref: false`), and, shadowed
 * on each case's global object (program.js), a finalization registry's cleanup and
 * Atomics.waitAsync. Such a callback would run during a later case of this runner and could hand
 * it what an earlier case worked out: a case that asks for one is marked.
 */
function guardLeftovers() {
  AbortSignal.timeout = guard(AbortSignal.timeout);
  const timers = require('timers/promises');
  for (const name of ['setTimeout', 'setImmediate', 'setInterval']) {
    const original = timers[name];
    timers[name] = {
      [name](...args) {
        if (args.some((arg) => isObject(arg) && arg.ref === false)) reached = true;
        return Reflect.apply(original, this, args);
      },
    }[name];
  }
}

const isObject = (value) => value !== null && typeof value === 'object';

/**
 * The context's own FinalizationRegistry and Atomics, shadowed by ones of this realm that mark the
 * case (new functions: a Proxy of the intrinsics would be watched, and frozen, as they are).
 */
const LEFTOVER_GLOBALS = {
  FinalizationRegistry: class FinalizationRegistry extends globalThis.FinalizationRegistry {
    constructor(...args) {
      reached = true;
      super(...args);
    }
  },
  Atomics: Object.create(Atomics, {
    waitAsync: {
      value: function waitAsync(...args) {
        reached = true;
        return Reflect.apply(Atomics.waitAsync, Atomics, args);
      },
      writable: true,
      configurable: true,
    },
  }),
};

module.exports = { guard, reach, wasReached, guardProcessReach, guardLeftovers, LEFTOVER_GLOBALS };
