import type { EvaluatorResult } from '../shared/api-types';
import { DimensionChart } from './dimension-chart';
import { DIMENSIONS, type Dimension } from './dimensions';
import { personalityName } from './words';

const EVALUATORS = ['first', 'second', 'third'] as const;

/** A hole's evaluation: the first, second and third personality's results. */
export type HoleEvaluation = Record<(typeof EVALUATORS)[number], EvaluatorResult>;

/** The three personalities' scores on one hole: one chart of them all, then each personality's scorecard. */
export function HoleScores({ hole, evaluation }: { hole: number; evaluation: HoleEvaluation }) {
  return (
    <div class="hole-scores">
      <DimensionChart hole={hole} results={EVALUATORS.map((slot) => evaluation[slot])} />
      <div class="scorecards">
        {EVALUATORS.map((slot) => (
          <Scorecard key={slot} result={evaluation[slot]} />
        ))}
      </div>
    </div>
  );
}

/** One personality's scorecard: a score and a comment per dimension it scores, then its feedback. */
function Scorecard({ result }: { result: EvaluatorResult }) {
  return (
    <section class="card scorecard">
      <h4>{personalityName(result.personality)}</h4>
      <table>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Score</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(DIMENSIONS) as Dimension[])
            .filter((d) => result[d])
            .map((d) => (
              <tr key={d}>
                <th scope="row">{DIMENSIONS[d]}</th>
                <td class="score">{result[d]!.score}</td>
                <td>{result[d]!.commentary}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p class="feedback">{result.feedback}</p>
    </section>
  );
}
