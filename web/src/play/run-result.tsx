import type { ExampleRun, OwnInputRun } from '../shared/api-types';

/** What the page shows of a run: on the hole's worked example, or on the candidate's own input. */
export type ShownRun = { on: 'example'; run: ExampleRun } | { on: 'own-input'; run: OwnInputRun };

/** How a run ended when its output was not the question: the same words for both runs. */
const ENDED_WORDS = {
  runtime_error: 'Runtime error: the program stopped with an error.',
  time_limit: 'Time limit: the program ran too long and was stopped.',
  compile_error: 'Compile error: the program does not compile; the compiler says why below.',
  memory_limit: 'Memory limit: the program used too much memory.',
  output_limit: 'Output limit: the program printed too much.',
} as const;

const EXAMPLE_WORDS: Record<ExampleRun['verdict'], string> = {
  passed: 'Passed: your output matches the expected output.',
  wrong_answer: 'Wrong answer: your output differs from the expected output.',
  ...ENDED_WORDS,
};

/** Nothing is compared on the candidate's own input: the words say how the program ended, never right or wrong. */
const OWN_INPUT_WORDS: Record<OwnInputRun['verdict'], string> = {
  finished: 'Finished: the program ran on your input and exited normally.',
  ...ENDED_WORDS,
};

export function RunResult({ shown, expected }: { shown: ShownRun; expected?: string }) {
  const { run } = shown;
  const words = shown.on === 'example' ? EXAMPLE_WORDS[shown.run.verdict] : OWN_INPUT_WORDS[shown.run.verdict];
  const exitCode = shown.on === 'own-input' ? shown.run.exit_code : undefined;
  return (
    <section
      class="card run-result"
      aria-label={shown.on === 'example' ? 'Example run' : 'Result of Run with my input'}
    >
      <p role="status">
        <strong>{words}</strong>{' '}
        <span class="muted">
          ({run.time_ms} ms{exitCode === undefined ? '' : `, exit status ${exitCode}`})
        </span>
      </p>
      <div class="grid-2">
        <div>
          <p class="muted">Your output</p>
          <pre>{run.stdout || '(nothing)'}</pre>
        </div>
        {shown.on === 'example' && expected !== undefined && (
          <div>
            <p class="muted">Expected output</p>
            <pre>{expected}</pre>
          </div>
        )}
      </div>
      {run.stderr && (
        <>
          <p class="muted">Errors</p>
          <pre>{run.stderr}</pre>
        </>
      )}
    </section>
  );
}
