'use strict';
/*
 * The `process` one case sees: this process's, with the case's own argv, env, streams, exit, events
 * and clocks. What a fresh `node` would show a program is modelled here; what it cannot be is
 * caught (TZ: the case runs cold) or ends the runner after the case (a `set...` of the process's state).
 */

/** How far a fresh process's clocks have run when its program starts: the runner's own start-up. */
const START = { uptime: process.uptime(), now: performance.now(), cpu: process.cpuUsage() };

const EVENT_METHODS = [
  'on',
  'once',
  'off',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'prependListener',
  'prependOnceListener',
  'emit',
  'listeners',
  'rawListeners',
  'listenerCount',
  'eventNames',
];

/** process.set...() whose state is the process's, not a context's: the runner ends after the case. */
const PROCESS_SETTERS = ['setUncaughtExceptionCaptureCallback', 'setSourceMapsEnabled'];

function defineValues(target, values) {
  for (const [name, value] of Object.entries(values))
    Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

/**
 * process.env as Node.js keeps it: every value a string (a Symbol refused), only plain data
 * properties; setting or deleting TZ (which changes a process's time zone) is noted on the case.
 */
function caseEnv(c, realm) {
  const target = new realm.Object();
  Object.assign(target, process.env);
  const touch = (key) => {
    if (key === 'TZ') c.timeZoneTouched = true;
  };
  const refuse = (message) =>
    Object.assign(new TypeError(`'process.env' ${message}`), { code: 'ERR_INVALID_OBJECT_DEFINE_PROPERTY' });
  return new Proxy(target, {
    set(env, key, value) {
      const name = `${key}`;
      env[name] = `${value}`;
      touch(name);
      return true;
    },
    deleteProperty(env, key) {
      touch(`${key}`);
      return delete env[key];
    },
    defineProperty(env, key, descriptor) {
      if ('get' in descriptor || 'set' in descriptor)
        throw refuse('does not accept an accessor(getter/setter) descriptor');
      if (!descriptor.configurable || !descriptor.writable || !descriptor.enumerable)
        throw refuse('only accepts a configurable, writable, and enumerable data descriptor');
      const name = `${key}`;
      env[name] = `${descriptor.value}`;
      touch(name);
      return true;
    },
  });
}

/** The host's performance, its methods and getters forwarded: what each case's own inherits. */
const PERFORMANCE = (() => {
  const forward = {};
  for (let o = performance; o && o !== Object.prototype; o = Object.getPrototypeOf(o))
    for (const key of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (key === 'constructor' || Object.hasOwn(forward, key)) continue;
      if (typeof d.value === 'function') defineValues(forward, { [key]: d.value.bind(performance) });
      else if (d.get) Object.defineProperty(forward, key, { get: () => d.get.call(performance), configurable: true });
    }
  return forward;
})();

/** Clocks that start with the case, as a fresh process's start with its program. */
function caseClocks(c) {
  const started = { now: performance.now(), cpu: c.cpuStart };
  const sinceStart = () => START.now + (performance.now() - started.now);
  const casePerformance = Object.create(PERFORMANCE);
  defineValues(casePerformance, { now: sinceStart, timeOrigin: performance.timeOrigin + started.now - START.now });
  return {
    performance: casePerformance,
    uptime: () => sinceStart() / 1000,
    cpuUsage: (previous) => {
      if (previous !== undefined) process.cpuUsage(previous); // Node.js's own checks of the argument
      const used = process.cpuUsage(started.cpu);
      const user = START.cpu.user + used.user - (previous ? previous.user : 0);
      const system = START.cpu.system + used.system - (previous ? previous.system : 0);
      return { user, system };
    },
  };
}

/** The case's process; `realm` is the case context's global object (its arrays are the program's). */
function caseProcess(c, realm, streams, mainModule, clocks) {
  const proc = Object.create(process);
  defineValues(proc, {
    argv: realm.Array.of(process.execPath, c.programPath),
    execArgv: new realm.Array(),
    env: caseEnv(c, realm),
    mainModule,
    ...streams,
    uptime: clocks.uptime,
    cpuUsage: clocks.cpuUsage,
    exit: (code) => {
      throw c.exit(code);
    },
    abort: () => {
      throw c.exit(134);
    },
  });
  Object.defineProperty(proc, 'exitCode', {
    get: () => c.exitCode,
    set: (code) => {
      c.exitCode = code;
    },
    configurable: true,
  });
  // The process's events are the case's own.
  for (const method of EVENT_METHODS)
    defineValues(proc, {
      [method]: (...args) => {
        const result = c.events[method](...args);
        return result === c.events ? proc : result;
      },
    });
  for (const name of PROCESS_SETTERS) defineValues(proc, { [name]: c.endsRunnerOn(process[name], process) });
  return proc;
}

module.exports = { caseProcess, caseClocks, PERFORMANCE };
