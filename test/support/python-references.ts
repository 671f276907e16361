import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

interface Answer {
  output?: string;
  error?: string;
}

/** One long-lived python3 running python-references.py: requests are answered in order. */
function pythonProcess() {
  const child = spawn('python3', [path.join(__dirname, 'python-references.py')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((answer: Answer) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  child.on('exit', (code, signal) => {
    for (const answer of waiting.splice(0)) answer({ error: `python3 ended (${signal ?? code}) before answering` });
  });
  return {
    pending: () => waiting.length,
    run(file: string, input: string): Promise<Answer> {
      const answer = new Promise<Answer>((resolve) => waiting.push(resolve));
      child.stdin.write(JSON.stringify({ file, input }) + '\n');
      return answer;
    },
    close: () => child.stdin.end(),
  };
}

/**
 * The course's Python reference programs, run by one python3 per core: each request goes to the
 * process with the fewest waiting, so a caller that sends many at once uses every core.
 */
export function pythonReferences(processes = availableParallelism()) {
  const pool = Array.from({ length: processes }, pythonProcess);
  return {
    /** The program's stdout on `input`; rejects with its traceback. */
    async run(file: string, input: string): Promise<string> {
      const least = pool.reduce((a, b) => (b.pending() < a.pending() ? b : a));
      const answer = await least.run(file, input);
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.output!;
    },
    close: () => pool.forEach((p) => p.close()),
  };
}
