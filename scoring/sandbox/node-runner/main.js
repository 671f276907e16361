'use strict';
/*
 * The warm Node.js runner: one process per sandbox runs a program once per case, each time in a
 * fresh V8 context (its own globals, its own view of the built-in modules, stdin, stdout, timers
 * and process events), so a case costs a context instead of a runtime start-up. What contexts
 * still share (Node's built-in classes) is in README.md.
 *
 * Started by the driver as `node main.js <stdout limit> <stderr kept> <program path>...` with
 * fd 3 carrying the cases' inputs ("<program index> <byte length>\n<bytes>" each, EOF after the
 * last) and fd 4 taking one report per case (channel.js):
 *   "done exit=N cpu_us=N max_rss_kib=N out=N err=N output_exceeded=0|1 fallback=0|1 last=0|1\n"
 * followed by `out` bytes of stdout and `err` bytes of stderr. fallback=1: the program cannot run
 * here (it is not a CommonJS script, did what only a process does, see Case.unmodelled, or
 * reached past its context, see guard.js):
 * run it the cold way. last=1: this process ends after the
 * report (the case exited with work still pending, changed what cases share, called a hidden
 * setter, or failed): the next case needs a new runner.
 *
 * A case ends as a Node.js process would: when nothing is left to do (the event loop is empty),
 * on process.exit(), or on an uncaught error. The host trusts a pass, a wrong answer from a clean
 * exit (unless the program's source names what no runner models: warm-doubts.ts), and output past
 * the limit; anything else is run again the cold way. So that a wrong answer
 * is the program's own: no case starts where another changed what cases share (shared.js), and the
 * driver sees a program that reads or writes past the case's streams (this process's own stdin,
 * stdout, stderr). program.js holds the globals and the CommonJS wrapper, case.js what one case sees,
 * process.js its process.
 */
const { nextCase, report } = require('./channel');
const { compile, host } = require('./program');
const { startCase } = require('./case');
const { watchShared } = require('./shared');
const { PERFORMANCE } = require('./process');
const { wasReached } = require('./guard');

const limits = { outputBytes: Number(process.argv[2]), stderrBytes: Number(process.argv[3]) };
const programPaths = process.argv.slice(4);
const startDirectory = process.cwd();
const startUmask = process.umask();
/** Whether what cases share is as it was (shared.js); set once this script has run. */
let sharedUnchanged = null;

/** Nothing is left in the loop but, at most, the immediate this runs in. */
function nothingPending() {
  const pending = process.getActiveResourcesInfo();
  return pending.length === 0 || (pending.length === 1 && pending[0] === 'Immediate');
}

/**
 * Buffer's small allocations (Buffer.from, Buffer.allocUnsafe) are slices of one pool, whose
 * ArrayBuffer each slice exposes: the next case starts on a new pool, zero-filled, as a fresh
 * process would, not on what this one left in it.
 */
function renewBufferPool() {
  const slice = (Buffer.poolSize >>> 1) - 1;
  const old = Buffer.allocUnsafe(1).buffer;
  let pool = old;
  while (pool === old) pool = Buffer.allocUnsafe(slice).buffer;
  new Uint8Array(pool).fill(0);
}

/** Reports the case; true when this process can take the next one. */
function finishCase(c) {
  if (!c.exited) c.emitExit();
  c.exited = true;
  c.clearTimers();
  // What the program may have changed of the process itself.
  process.chdir(startDirectory);
  process.umask(startUmask);
  // The performance timeline is this process's: what a case marked or measured goes with it.
  performance.clearMarks();
  performance.clearMeasures();
  performance.clearResourceTimings();
  const cpu = process.cpuUsage(c.cpuStart);
  // Work the program started that is still pending (a child process, a socket...), or something it
  // changed of what cases share, could reach into the next case: this process then ends, and the
  // next case gets a new one.
  const unmodelled = c.unmodelled() || wasReached();
  const reusable =
    !unmodelled && !c.failed && !c.outputExceeded && !c.endsRunner && nothingPending() && sharedUnchanged();
  const fields = {
    exit: c.failed ? 1 : c.code(),
    cpu_us: cpu.user + cpu.system,
    max_rss_kib: process.resourceUsage().maxRSS,
    output_exceeded: c.outputExceeded ? 1 : 0,
    fallback: unmodelled ? 1 : 0,
    last: reusable ? 0 : 1,
  };
  report(fields, Buffer.concat(c.stdout), Buffer.concat(c.stderr));
  renewBufferPool(); // after the report, whose bytes were the pool's too
  return reusable;
}

/** Stdout passed its limit: the case is reported now and this process ends. */
function overflow(c) {
  finishCase(c);
  process.reallyExit(0);
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
      report({ exit: 1, cpu_us: 0, max_rss_kib: 0, output_exceeded: 0, fallback: 1, last: 1 });
      return;
    }
    current = startCase(script, programPath, next.input, limits, overflow);
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
  // Watched from when this script has run (Node.js marks its module loaded then).
  host.setImmediate(() => {
    sharedUnchanged = watchShared([PERFORMANCE]);
    take();
  });
}

main();
