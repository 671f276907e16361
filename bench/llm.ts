import { FALLBACK_NOTE } from '../scoring/llm';
import { playAnalyzedRound } from '../test/support/analyzed-round';
import { newCompany } from '../test/support/companies';
import { paths } from '../scripts/local-state';
import { startLocalModel } from '../scripts/services/llm';
import { localModelEnv } from '../test/support/local-model';
import { startRecordingLlmProxy } from '../test/support/recording-llm-proxy';
import { startTestServices, stopTestServices } from '../test/support/services';
import { startTestStack } from '../test/support/stack';
import { reference } from '../test/support/scoring';
import type { BenchRow } from './table';

const ROUNDS = Number(process.env.BENCH_LLM_ROUNDS ?? 3);
const HOLES = [1, 11, 43];
/** Three personalities read each shot in turn, one request at a time; the sandbox and the lifecycle add little. */
const GOAL_RATIO = 3.5;

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1];

/**
 * `npm run bench -- llm`: submit → analyzed with the language model `npm run llm:local` serves
 * (installed by `npm run setup:llm`), one request at a time as that server is fastest, against the
 * time of one reading (one shot, three personalities) in the same run. ROUNDS test rounds one after
 * another, each a reference program and two prose answers, through the API and a worker.
 */
export async function run(): Promise<BenchRow[]> {
  await startTestServices();
  const model = await startLocalModel({ toolsDir: paths.tools }); // every core, as llm:local
  const proxy = await startRecordingLlmProxy(model.baseUrl);
  const stack = await startTestStack({ env: localModelEnv(proxy.baseUrl, model.model) });
  try {
    await stack.startWorker();
    const { test_code } = await newCompany(stack);
    const analyzed: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = await playAnalyzedRound(stack, test_code, HOLES, (letters) => [
        { language: 'python', code: reference(HOLES[0], letters[0], 'py')! },
        { language: 'human', code: 'I add up every number of the input and print the total, one line.' },
        {
          language: 'human',
          code: 'Walk the grid once; for each cell count the neighbours that match, then print the grid.',
        },
      ]);
      const fellBack = HOLES.flatMap(round.readings).filter((r) => r.feedback.includes(FALLBACK_NOTE)).length;
      if (fellBack) throw new Error(`${fellBack} readings fell back to the rule-based evaluator`);
      analyzed.push(round.analyzedMs);
      process.stdout.write(`round ${i + 1}: submit → analyzed ${round.analyzedMs} ms\n`);
    }
    const readings = proxy.completions.map((c) => c.ms);
    const reading = p50(readings);
    const value = p50(analyzed);
    return [
      {
        bench: 'llm',
        name: `submit → analyzed p50 (${ROUNDS} rounds, local model, 1 request at a time)`,
        value,
        unit: 'ms',
        anchor: { name: 'one reading (a shot, 3 personalities) p50', value: reading, unit: 'ms' },
        ratio: value / reading,
        goal: `<= ${GOAL_RATIO}`,
        met: value / reading <= GOAL_RATIO,
        detail: `readings (ms): ${readings.join(', ')}; rounds (ms): ${analyzed.join(', ')}`,
      },
    ];
  } finally {
    await stack.close();
    await proxy.close();
    await model.close();
    await stopTestServices();
  }
}
