/** The shapes of the candidate endpoints this page uses (see /v1/openapi.json). */
export interface HoleSummary {
  id: number;
  title: string;
  category: string;
  difficulty: number;
}

export interface CourseEntry extends HoleSummary {
  description: string;
  human: { input_format: string; output_format: string; examples: { input: string; output: string } };
  hints?: string[];
}

export type RoundStatus = 'draft' | 'submitted' | 'processing' | 'analyzed' | 'failed';

export interface Round {
  id: string;
  test: 0 | 1;
  attempt: number;
  holes: number[];
  course: Record<string, CourseEntry>;
  status: RoundStatus;
  shots: Record<string, { language: string; code: string }>;
}

export interface RoundStarted extends Omit<Round, 'status' | 'shots'> {
  round_token: string;
}

export interface ExampleRun {
  verdict: 'passed' | 'wrong_answer' | 'runtime_error' | 'time_limit' | 'memory_limit' | 'output_limit';
  stdout: string;
  stderr: string;
  time_ms: number;
}

export const LANGUAGES = [
  { id: 'javascript', name: 'JavaScript', runs: true },
  { id: 'typescript', name: 'TypeScript', runs: true },
  { id: 'python', name: 'Python', runs: true },
  { id: 'human', name: 'Plain language (explain your method)', runs: false },
  { id: 'math', name: 'Mathematical notation', runs: false },
] as const;

export const runs = (language: string) => LANGUAGES.some((l) => l.id === language && l.runs);
