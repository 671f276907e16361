import { transpileTypeScript, type TransformResult } from './typescript';

export interface LanguageSpec {
  id: string;
  name: string;
  /** The program is placed, read-only, at /box/<fileName> inside the sandbox. */
  fileName: string;
  /** Run inside the sandbox (PATH lookup); '{file}' stands for the program's path. */
  command: readonly string[];
  /**
   * Address space the runtime reserves beyond what the program allocates. Only used where memory
   * has to be capped with RLIMIT_AS (no cgroup): Node.js needs ~750 MiB of it just to start.
   */
  addressSpaceOverheadBytes: number;
  /** Our own compile step, run outside the sandbox; a failure is a compile_error verdict. */
  transform?: (code: string) => Promise<TransformResult>;
  /** How the runtime starts once for many cases (see driver.py): a fork (python) or a V8 context per case (node). */
  warm?: WarmRuntime;
}

export type WarmRuntime = 'python' | 'node';

const MiB = 1024 * 1024;

export const LANGUAGES: readonly LanguageSpec[] = [
  {
    id: 'javascript',
    name: 'JavaScript (Node.js)',
    fileName: 'main.js',
    command: ['node', '{file}'],
    addressSpaceOverheadBytes: 1024 * MiB,
    warm: 'node',
  },
  {
    id: 'typescript',
    name: 'TypeScript (Node.js)',
    fileName: 'main.js',
    command: ['node', '{file}'],
    addressSpaceOverheadBytes: 1024 * MiB,
    transform: transpileTypeScript,
    warm: 'node',
  },
  {
    id: 'python',
    name: 'Python 3',
    fileName: 'main.py',
    command: ['python3', '-I', '{file}'],
    addressSpaceOverheadBytes: 64 * MiB,
    warm: 'python',
  },
];

export const getLanguage = (id: string): LanguageSpec | undefined => LANGUAGES.find((l) => l.id === id);

export const isExecutableLanguage = (id: string): boolean => getLanguage(id) !== undefined;
