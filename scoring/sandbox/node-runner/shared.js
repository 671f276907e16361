'use strict';
/*
 * What the cases of one runner share, watched: this realm's built-in prototypes (those of the
 * objects Node.js hands out) and constructors, the state behind the setters of Node.js's function
 * modules, what each case's own process, fs, performance and streams inherit from (the runner's
 * process and fs, the stream and events classes), and everything of this realm a case has been
 * handed (a Node.js global such as Buffer or URL, a built-in module); each with its prototypes,
 * the objects it holds all the way down, and the functions it holds with their prototypes and
 * objects. After each case the runner compares them with what they were when first watched; a
 * case that changed any of them is the runner's last, so that no case starts where another has
 * left something behind, and a warm failure is the program's own.
 */
const fs = require('fs');
const { NODE_GLOBALS, whenHandedOut } = require('./program');
const { guard, reach, guardProcessReach, guardLeftovers } = require('./guard');

const isObject = (value) => value !== null && (typeof value === 'object' || typeof value === 'function');

/**
 * The realm's intrinsics: the built-in constructors and namespaces every context has (Object,
 * Array, the errors, Map, Math, JSON, Intl...), and the prototypes no global names (iterators',
 * generators', async functions'). A case reaches them through what Node.js hands it: the
 * constructor of an array from `fs`, the prototype of an async function such as `events.once`, an
 * iterator over an array from `os`. The realm's global object is not among them: Node.js turns a
 * lazy global into a plain one on first use, and a case reaches it only by building code in this
 * realm, which is guarded (guardCodeConstructors).
 */
const INTRINSICS = (() => {
  const named = require('vm')
    .runInNewContext('Object.getOwnPropertyNames(globalThis)')
    .filter((name) => name !== 'globalThis' && name !== 'console')
    .map((name) => globalThis[name]);
  const generator = Object.getPrototypeOf(function* () {});
  const asyncGenerator = Object.getPrototypeOf(async function* () {});
  const iteratorOf = (iterable) => Object.getPrototypeOf(iterable[Symbol.iterator]());
  const unnamed = [
    Object.getPrototypeOf(async function () {}),
    generator,
    generator.prototype,
    asyncGenerator,
    asyncGenerator.prototype,
    Object.getPrototypeOf(asyncGenerator.prototype),
    iteratorOf([]),
    iteratorOf(new Map()),
    iteratorOf(new Set()),
    iteratorOf(''),
    Object.getPrototypeOf(/a/[Symbol.matchAll]('')),
  ];
  return [...named, ...unnamed].filter(isObject);
})();

/** State behind Node.js's setters of function modules, which no property shows, read after each case. */
const HIDDEN_STATE = (() => {
  const events = require('events');
  const stream = require('stream');
  return [
    () => events.defaultMaxListeners,
    () => events.captureRejections,
    () => stream.getDefaultHighWaterMark(false),
    () => stream.getDefaultHighWaterMark(true),
    // Setters of the process's own state, behind accessors: its title, debug port and report options.
    () => process.title,
    () => process.debugPort,
    ...['directory', 'filename', 'compact', 'signal', 'reportOnFatalError', 'reportOnSignal']
      .concat(['reportOnUncaughtException', 'excludeNetwork', 'excludeEnv'])
      .map((key) => () => process.report[key]),
  ];
})();

/**
 * Code built from text in this realm runs where no case's own globals are: its global object is
 * the runner's, which no watch compares. Any of this realm's functions hands out its constructor
 * (Function, AsyncFunction...): each is guarded where functions find it, their prototype's
 * `constructor`.
 */
function guardCodeConstructors() {
  const kinds = [function () {}, async function () {}, function* () {}, async function* () {}];
  return kinds.map(Object.getPrototypeOf).map((prototype) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(prototype, 'constructor');
    const guarded = guard(descriptor.value);
    Object.defineProperty(prototype, 'constructor', { ...descriptor, value: guarded });
    return guarded;
  });
}

/**
 * Objects of this realm a case is handed without their name: its timers' prototypes,
 * queueMicrotask, and the prototypes of what Node.js returns from classes it does not export
 * (`fs.statSync(p, { bigint: true })`, `fs.statfsSync`, a URLSearchParams iterator).
 */
function handedWithoutName() {
  const timeout = setTimeout(() => {}, 0);
  const immediate = setImmediate(() => {});
  clearTimeout(timeout);
  clearImmediate(immediate);
  const instances = [
    timeout,
    immediate,
    fs.statSync('/', { bigint: true }),
    ...(fs.statfsSync ? [fs.statfsSync('/'), fs.statfsSync('/', { bigint: true })] : []),
    new URLSearchParams().keys(),
  ];
  return [...instances.map(Object.getPrototypeOf), queueMicrotask];
}

/**
 * Starts watching, with `inheritedByCases` (objects of the runner's that each case's own inherit
 * from); from then on every value handed to a case is watched too.
 */
function watchShared(inheritedByCases) {
  const watched = [];
  const seen = new Set();
  /** The object and its prototype chain, each with its own properties as they are now. */
  const watch = (object) => {
    for (let o = object; isObject(o) && !seen.has(o); o = Object.getPrototypeOf(o)) {
      seen.add(o);
      // A frozen object can no longer change.
      if (!Object.isFrozen(o)) watched.push({ object: o, state: ownState(o) });
    }
  };
  /** The objects (not functions) an object holds, all the way down (`os.constants.signals`). */
  const watchHeld = (object) => {
    for (const key of Reflect.ownKeys(object)) {
      const { value: held } = Reflect.getOwnPropertyDescriptor(object, key);
      if (isObject(held) && typeof held !== 'function' && !seen.has(held)) {
        watch(held);
        watchHeld(held);
      }
    }
  };
  /** A function, its prototype, and the objects it holds (`util.inspect.colors`). */
  const watchFunction = (fn) => {
    if (seen.has(fn)) return;
    watch(fn);
    watch(fn.prototype);
    watchHeld(fn);
  };
  /**
   * A function that no watch covers (one a watched object holds, an accessor's getter or setter)
   * is frozen instead, with the functions it holds: a case that wrote onto it would otherwise carry
   * what it wrote to the next. The prototype of a plain function (nothing but its `constructor`) is
   * frozen too; any other object it holds is watched.
   */
  const freeze = (fn) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    for (const key of Reflect.ownKeys(fn)) {
      const d = Reflect.getOwnPropertyDescriptor(fn, key);
      for (const held of [d.value, d.get, d.set]) {
        if (typeof held === 'function') freeze(held);
        else if (isObject(held) && !seen.has(held)) {
          const keys = Reflect.ownKeys(held);
          if (key === 'prototype' && keys.length === 1 && keys[0] === 'constructor') {
            seen.add(held);
            Object.freeze(held);
          } else {
            watch(held);
            watchHeld(held);
          }
        }
      }
    }
    Object.freeze(fn);
  };
  /** Freezes the functions held by the objects watched since the last call. */
  let heldFrozenUpTo = 0;
  const freezeHeldFunctions = () => {
    for (; heldFrozenUpTo < watched.length; heldFrozenUpTo++) {
      const { object } = watched[heldFrozenUpTo];
      for (const key of Reflect.ownKeys(object)) {
        const d = Reflect.getOwnPropertyDescriptor(object, key);
        for (const held of [d.value, d.get, d.set]) if (typeof held === 'function') freeze(held);
      }
    }
  };
  /**
   * What a value's own getters give (`stream.promises`, `process.report`) is handed out in turn,
   * and watched from then on, as Node.js's lazy globals are.
   */
  const handOutWhatGettersGive = (value) => {
    for (const key of Reflect.ownKeys(value)) {
      const d = Reflect.getOwnPropertyDescriptor(value, key);
      if (!d.get || !d.configurable || guarded.has(d.get)) continue;
      const get = d.get;
      const handingOut = {
        get() {
          const result = Reflect.apply(get, this, []);
          watchHandedOut(result);
          return result;
        },
      }.get;
      guarded.add(handingOut);
      Object.defineProperty(value, key, { ...d, get: handingOut });
    }
  };
  /** A value handed out, the objects it holds, and the functions it holds one level down. */
  const watchHandedOut = (value) => {
    if (!isObject(value) || seen.has(value)) return;
    handOutWhatGettersGive(value);
    if (typeof value === 'function') watchFunction(value);
    else watch(value);
    watchHeld(value);
    for (const key of Reflect.ownKeys(value)) {
      const { value: held } = Reflect.getOwnPropertyDescriptor(value, key);
      if (typeof held === 'function') watchFunction(held);
    }
    freezeHeldFunctions();
  };
  // What the runner's own accessors give (its stdio, fs.promises) no watch sees: a case that reads
  // one, through what its own process or fs inherit, runs cold. Guarded before the watch records
  // process and fs, so that the guards are what it records.
  const guarded = new Set();
  for (const [target, keys] of [
    [process, ['stdin', 'stdout', 'stderr']],
    [fs, ['promises']],
  ]) {
    for (const key of keys) {
      const accessor = Reflect.getOwnPropertyDescriptor(target, key);
      if (!accessor || !accessor.get || !accessor.configurable) continue;
      const get = {
        get() {
          reach();
          return Reflect.apply(accessor.get, this, []);
        },
      }.get;
      guarded.add(get);
      Object.defineProperty(target, key, { ...accessor, get });
    }
  }
  for (const constructor of guardCodeConstructors()) seen.add(constructor);
  guardProcessReach();
  guardLeftovers();
  for (const intrinsic of INTRINSICS) watch(intrinsic.prototype);
  for (const intrinsic of INTRINSICS) watch(intrinsic);
  const hidden = HIDDEN_STATE.map((read) => read());
  // Held behind an accessor, where the watch above cannot see it, and what console.log prints by.
  watch(require('util').inspect.defaultOptions);
  // What each case's own inherits from: this process's process and fs, its performance's methods,
  // and the classes of its streams, as they are before any case ran.
  for (const inherited of [process, fs, require('stream'), require('events'), ...inheritedByCases])
    watchHandedOut(inherited);
  for (const key of Reflect.ownKeys(NODE_GLOBALS))
    watchHandedOut(Reflect.getOwnPropertyDescriptor(NODE_GLOBALS, key).value);
  for (const handed of handedWithoutName()) watchHandedOut(handed);
  whenHandedOut(watchHandedOut);
  // Node.js lists each module it loads there: what a case loaded is forgotten, as a fresh process
  // never loaded it, and the list is then compared as the rest.
  const loaded = process.moduleLoadList;
  const loadedAtStart = loaded.length;
  /** Whether everything watched is as it was. */
  return () =>
    Reflect.set(loaded, 'length', loadedAtStart) &&
    watched.every(({ object, state }) => sameState(object, state)) &&
    HIDDEN_STATE.every((read, i) => Object.is(read(), hidden[i]));
}

/** The prototype, extensibility, and each own property's key and value (or accessors). */
function ownState(object) {
  const state = [Object.getPrototypeOf(object), Object.isExtensible(object)];
  for (const key of Reflect.ownKeys(object)) {
    const d = Reflect.getOwnPropertyDescriptor(object, key);
    state.push(key, d.value, d.get, d.set, d.writable);
  }
  return state;
}

function sameState(object, state) {
  if (Object.getPrototypeOf(object) !== state[0] || Object.isExtensible(object) !== state[1]) return false;
  const keys = Reflect.ownKeys(object);
  if (keys.length * 5 + 2 !== state.length) return false;
  for (let i = 0, at = 2; i < keys.length; i++, at += 5) {
    const d = Reflect.getOwnPropertyDescriptor(object, keys[i]);
    if (
      keys[i] !== state[at] ||
      !Object.is(d.value, state[at + 1]) ||
      d.get !== state[at + 2] ||
      d.set !== state[at + 3] ||
      d.writable !== state[at + 4]
    )
      return false;
  }
  return true;
}

module.exports = { watchShared };
