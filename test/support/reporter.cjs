'use strict';
const Mocha = require('mocha');
const path = require('node:path');

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;
const SLOWEST_FILES = 12;

/**
 * The spec reporter, closed by the files that took longest (where the suite's time goes) and one
 * plain line CI can read: "N passed, N failed[, N skipped]".
 */
class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const started = new Map();
    const took = new Map();
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root) started.set(suite, performance.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      if (!started.has(suite)) return;
      const file = path.relative(process.cwd(), suite.file);
      took.set(file, (took.get(file) ?? 0) + performance.now() - started.get(suite));
    });
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      const slowest = [...took].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_FILES);
      if (took.size > 3 && slowest[0][1] > 10_000) {
        process.stdout.write('\nslowest files:\n');
        for (const [file, ms] of slowest) process.stdout.write(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file}\n`);
      }
      process.stdout.write(`\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`);
    });
  }
}

module.exports = SpecWithSummary;
