import type { PayloadSource } from '../../webhooks/payload';

const SAMPLE_HOLES = [1, 2, 3];

const SAMPLE_SHOTS: PayloadSource['shots'] = {
  '1': { language: 'python', code: 'print(len(input()))\n' },
  '2': {
    language: 'javascript',
    code: "const line = require('fs').readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log([...line].reverse().join(''));\n",
  },
  '3': {
    language: 'python',
    code: 'import sys\nshift, text = sys.stdin.read().split("\\n")[:2]\nprint(text)  # TODO: the actual cipher\n',
  },
};

const evaluation = (personality: string, quality: number, correctness: number) => ({
  personality,
  quality: { score: quality, commentary: 'Sample commentary: this is a test webhook.' },
  correctness: { score: correctness, commentary: 'Sample commentary: no real code was run.' },
  feedback: "Sample feedback from a test webhook; real results carry the evaluators' own words.",
});

/**
 * The made-up submission the test webhook sends (`test: 1`): shaped exactly like a real result,
 * scored by the company's own three personalities. Its id names no submission.
 */
export function sampleSubmission(company: { personalities: string[] }, id: string, now: Date): PayloadSource {
  const [first, second, third] = company.personalities;
  return {
    id,
    name: 'Sample Candidate',
    email: 'sample.candidate@example.com',
    message: 'This is a test webhook. It is not a real submission.',
    holes: SAMPLE_HOLES,
    shots: SAMPLE_SHOTS,
    scorecard: {
      holes: Object.fromEntries(
        SAMPLE_HOLES.map((hole, i) => [
          String(hole),
          {
            first: evaluation(first, 70 - i * 10, 80 - i * 20),
            second: evaluation(second, 65, 75 - i * 15),
            third: evaluation(third, 60 + i * 5, 70),
          },
        ]),
      ),
      summary: 'Sample summary: strengths and weaknesses would be listed here.\nOverall: 549/810',
    },
    attempt: 1,
    status: 'analyzed',
    test: 1,
    submitted_at: now,
    created_at: now,
  };
}
