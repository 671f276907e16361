import type { CourseEntry } from './api-types';

/**
 * What a candidate reads of a hole under its title: the task, the input and output formats, the
 * worked example and the hints. The candidate's page shows it, and the console's preview of a
 * company's question shows it the same way.
 */
export function Statement({ entry }: { entry: Pick<CourseEntry, 'description' | 'human' | 'hints'> }) {
  return (
    <>
      {entry.description && <p class="statement">{entry.description}</p>}
      {entry.human && <Formats human={entry.human} />}
      {entry.hints && entry.hints.length > 0 && (
        <>
          <h3>Hints</h3>
          <ul>
            {entry.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** Input and output formats and the worked example: every question has them, though the API's document does not promise it. */
function Formats({ human }: { human: NonNullable<CourseEntry['human']> }) {
  return (
    <>
      <div class="grid-2">
        <div>
          <h3>Input</h3>
          <p>{human.input_format}</p>
        </div>
        <div>
          <h3>Output</h3>
          <p>{human.output_format}</p>
        </div>
      </div>
      <h3>Worked example</h3>
      <div class="grid-2">
        <div>
          <p class="muted">Input</p>
          <pre>{human.examples.input || '(empty)'}</pre>
        </div>
        <div>
          <p class="muted">Expected output</p>
          <pre>{human.examples.output}</pre>
        </div>
      </div>
    </>
  );
}
