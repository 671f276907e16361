'use strict';
/* The program as each case's context runs it: Node.js's globals, and the CommonJS wrapper. */
const fs = require('fs');
const vm = require('vm');
const { guard, LEFTOVER_GLOBALS } = require('./guard');

/** The host's timers, before any case could touch them. */
const host = { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate };

/** Everything of this realm a case is handed (a Node.js global, a built-in module) passes here (shared.js). */
let onHandedOut = () => {};
function handedOut(value) {
  onHandedOut(value);
  return value;
}
const whenHandedOut = (listener) => (onHandedOut = listener);

/** Node.js globals whose instances stay registered past a case and hear from later ones: guarded. */
const REACHING_GLOBALS = new Set(['PerformanceObserver', 'BroadcastChannel']);

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
    // Lazy ones (Buffer, crypto, fetch...) load on first use, and only for the real global object.
    if (descriptor.get) {
      const get = descriptor.get;
      let guarded;
      descriptor.get = REACHING_GLOBALS.has(name)
        ? () => (guarded ??= guard(handedOut(get.call(globalThis))))
        : () => handedOut(get.call(globalThis));
    } else if (REACHING_GLOBALS.has(name)) descriptor.value = guard(descriptor.value);
    if (descriptor.set) descriptor.set = descriptor.set.bind(globalThis);
    Object.defineProperty(globals, name, descriptor);
  }
  for (const [name, value] of Object.entries(LEFTOVER_GLOBALS))
    Object.defineProperty(globals, name, { value, writable: true, configurable: true });
  return globals;
})();
const globalOf = new vm.Script('globalThis');

/**
 * The names a program finds on its global object. A context's global object answers through an
 * interceptor, which makes every global lookup (Math, Date, undefined...) several times slower than
 * in a plain process: the wrapper binds them once per case, as closure variables, instead.
 */
const GLOBAL_NAMES = [
  ...new Set([
    ...vm.runInNewContext('Object.getOwnPropertyNames(globalThis)'),
    ...Object.getOwnPropertyNames(NODE_GLOBALS).filter(
      (name) => !Object.getOwnPropertyDescriptor(NODE_GLOBALS, name).get,
    ),
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

module.exports = { host, NODE_GLOBALS, globalOf, compile, handedOut, whenHandedOut };
