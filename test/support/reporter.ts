import Mocha from 'mocha';

/** The spec reporter, closed by one plain line CI can read: "N passed, N failed[, N skipped]". */
class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner: Mocha.Runner, options?: Mocha.MochaOptions) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats ?? { passes: 0, failures: 0, pending: 0 };
      process.stdout.write(`\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`);
    });
  }
}

export = SpecWithSummary;
