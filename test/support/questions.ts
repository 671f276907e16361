import assert from 'node:assert/strict';
import type { QuestionVariation } from '@hiring/course';
import { bearer } from './companies';
import { eventually } from './eventually';
import type { TestStack } from './stack';

export const SUM_PROGRAM = 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))\n';
/** Draws from its seed alone, as the generator protocol asks. */
const GENERATOR = [
  'import json, random, sys',
  'rng = random.Random(int(sys.argv[1]))',
  "line = lambda n: ' '.join(str(int(rng.random() * 1000)) for _ in range(n)) + '\\n'",
  "print(json.dumps({'inputs': [{'tag': 'typical', 'input': line(5)} for _ in range(6)]}))",
].join('\n');

/** A variation over whitespace-separated integers: two fixed cases, six drawn, the reference `reference`. */
export const integersVariation = (
  description: string,
  reference = SUM_PROGRAM,
  example = '350\n',
): QuestionVariation => ({
  description,
  human: {
    input_format: 'Whitespace-separated non-negative integers.',
    output_format: 'One integer.',
    examples: { input: '100 250\n', output: example },
  },
  hints: [],
  cases: [
    { tag: 'empty', input: '' },
    { tag: 'minimum', input: '0\n' },
  ],
  generator: { language: 'python', code: GENERATOR },
  reference: { language: 'python', code: reference },
});

export interface QuestionView {
  id: number;
  status: string;
  check: { status: string; problems: Array<{ path: string; message: string }> };
  published: { version: number; changed_since: boolean } | null;
}

/** Saves a question through the API (201 expected). */
export async function createQuestion(
  stack: TestStack,
  token: string,
  question: { title: string; variations: QuestionVariation[]; private?: boolean },
): Promise<QuestionView> {
  const res = await stack.http
    .post('/v1/questions')
    .set(bearer(token))
    .send({ category: 'arithmetic', difficulty: 2, ...question });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

/** The question once the check of its latest change has ended (a scoring worker must run). */
export async function checkedQuestion(stack: TestStack, token: string, id: number): Promise<QuestionView> {
  let question: QuestionView | undefined;
  await eventually(`question ${id} checked`, async () => {
    question = (await stack.http.get(`/v1/questions/${id}`).set(bearer(token)).expect(200)).body;
    return question!.check.status !== 'running';
  });
  return question!;
}

/** Saves, waits for the check to pass, and publishes: the question as candidates may be offered it. */
export async function publishedQuestion(
  stack: TestStack,
  token: string,
  question: { title: string; variations: QuestionVariation[]; private?: boolean },
): Promise<QuestionView> {
  const { id } = await createQuestion(stack, token, question);
  assert.equal((await checkedQuestion(stack, token, id)).check.status, 'passed');
  const res = await stack.http.post(`/v1/questions/${id}/publish`).set(bearer(token));
  assert.equal(res.status, 200, res.text);
  return res.body;
}
