import type { EvaluatorResult } from '../shared/api-types';
import { DIMENSIONS, type Dimension } from './dimensions';
import { personalityName } from './words';

const MAX_SCORE = 90;

/** Each personality's bars: a fill that differs in pattern, not only in colour, so the chart reads in grey or print. */
const FILLS = ['solid', 'hatch', 'dots'] as const;

const LABEL_WIDTH = 92;
const BAR_SPACE = 228;
const NUMBER_SPACE = 30;
const WIDTH = LABEL_WIDTH + BAR_SPACE + NUMBER_SPACE;
const BAR = 10;
const BAR_GAP = 2;
const GROUP_GAP = 12;
const LEGEND_HEIGHT = 26;

const scored = (results: readonly EvaluatorResult[]) =>
  (Object.keys(DIMENSIONS) as Dimension[]).filter((d) => results.some((r) => r[d]));

/** "Quality: Jaded dev 60, Caffeinated genius 50, Academic rebel not scored". */
function spoken(results: readonly EvaluatorResult[], dimension: Dimension): string {
  const scores = results.map((r) => `${personalityName(r.personality)} ${r[dimension]?.score ?? 'not scored'}`);
  return `${DIMENSIONS[dimension]}: ${scores.join(', ')}`;
}

/**
 * The three personalities' scores on one hole as one bar chart: a group of three bars per
 * dimension, each bar patterned by personality (named in the legend) and ending in its number.
 * The image is named by the same numbers in words, and they follow as a table for whoever wants
 * to read or copy them.
 */
export function DimensionChart({ hole, results }: { hole: number; results: readonly EvaluatorResult[] }) {
  const dimensions = scored(results);
  const groupHeight = results.length * (BAR + BAR_GAP) + GROUP_GAP;
  const height = LEGEND_HEIGHT + dimensions.length * groupHeight;
  // A solid fill is the stylesheet's (--chart-ink); a pattern is referred to by its id.
  const fill = (i: number) =>
    FILLS[i] === 'solid'
      ? { class: 'chart-bar chart-solid' }
      : { class: 'chart-bar', fill: `url(#${FILLS[i]}-${hole})` };
  const label = `Scores out of ${MAX_SCORE} by dimension. ${dimensions.map((d) => spoken(results, d)).join('. ')}.`;
  return (
    <figure class="dimension-chart">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${height}`} width="100%">
        <title>{label}</title>
        <defs>
          <pattern
            id={`hatch-${hole}`}
            width="4"
            height="4"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="4" height="4" class="chart-paper" />
            <rect width="2" height="4" class="chart-solid" />
          </pattern>
          <pattern id={`dots-${hole}`} width="4" height="4" patternUnits="userSpaceOnUse">
            <rect width="4" height="4" class="chart-paper" />
            <circle cx="2" cy="2" r="1.1" class="chart-solid" />
          </pattern>
        </defs>
        {results.map((r, i) => (
          <g key={r.personality} transform={`translate(${(i * WIDTH) / results.length}, 4)`}>
            <rect width="14" height="10" {...fill(i)} />
            <text x="18" y="9" class="chart-text">
              {personalityName(r.personality)}
            </text>
          </g>
        ))}
        {dimensions.map((d, row) => {
          const top = LEGEND_HEIGHT + row * groupHeight;
          return (
            <g key={d} transform={`translate(0, ${top})`}>
              <text x="0" y={(results.length * (BAR + BAR_GAP)) / 2 + 3} class="chart-text">
                {DIMENSIONS[d]}
              </text>
              {results.map((r, i) => {
                const score = r[d]?.score;
                const y = i * (BAR + BAR_GAP);
                const width = score === undefined ? 0 : (BAR_SPACE * score) / MAX_SCORE;
                return (
                  <g key={r.personality}>
                    {score !== undefined && <rect x={LABEL_WIDTH} y={y} width={width} height={BAR} {...fill(i)} />}
                    <text x={LABEL_WIDTH + width + 4} y={y + BAR - 1} class="chart-number">
                      {score ?? '–'}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <details class="chart-numbers">
        <summary>The chart's numbers</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Dimension</th>
              {results.map((r) => (
                <th key={r.personality} scope="col">
                  {personalityName(r.personality)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dimensions.map((d) => (
              <tr key={d}>
                <th scope="row">{DIMENSIONS[d]}</th>
                {results.map((r) => (
                  <td key={r.personality}>{r[d]?.score ?? 'not scored'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
