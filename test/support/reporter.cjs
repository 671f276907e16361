'use strict';
const Mocha = require('mocha');
const path = require('node:path');

const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL } = Mocha.Runner.constants;
const SLOWEST_FILES = 12;

/**
 * The spec reporter, closed by the files whose tests took longest (where the suite's time goes;
 * hooks, such as a suite's `before`, are not counted) and one plain line CI can read: "N passed,
 * N failed[, N skipped]".
 */
class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const took = new Map();
    const count = (test) => {
      if (!test.file || !test.duration) return;
      const file = path.relative(process.cwd(), test.file);
      took.set(file, (took.get(file) ?? 0) + test.duration);
    };
    runner.on(EVENT_TEST_PASS, count);
    runner.on(EVENT_TEST_FAIL, count);
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      const slowest = [...took].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_FILES);
      if (took.size > 3 && slowest[0][1] > 10_000) {
        process.stdout.write('\nslowest files (time in their tests):\n');
        for (const [file, ms] of slowest) process.stdout.write(`${(ms / 1000).toFixed(1).padStart(8)} s  ${file}\n`);
      }
      process.stdout.write(`\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`);
    });
  }
}

module.exports = SpecWithSummary;
